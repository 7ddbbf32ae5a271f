// A signing secret, shown once (after create or rotate), with a copy button.
import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { messages } from './messages';

export function SecretReveal({ secret, hint = messages.hints.secretOnce }: { secret: string; hint?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(secret);
    setCopied(true);
  };
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      <Typography variant="body2">{hint}</Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Box component="code" data-testid="webhook-secret" sx={{ wordBreak: 'break-all', fontSize: 13 }}>
          {secret}
        </Box>
        <Button size="small" variant="outlined" onClick={copy}>
          {copied ? messages.copied : messages.actions.copy}
        </Button>
      </Box>
    </Alert>
  );
}
