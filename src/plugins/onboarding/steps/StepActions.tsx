// The buttons under a step: back (when there is one) and the step's main action.
import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import { messages } from '../messages';

export function StepActions({ onBack, children }: { onBack?: () => void; children?: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
      {onBack ? (
        <Button onClick={onBack} sx={{ mr: 'auto !important' }}>
          {messages.actions.back}
        </Button>
      ) : null}
      {children}
    </Stack>
  );
}
