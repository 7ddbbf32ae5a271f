// One on/off setting of the profile: its label, what it means, and the partner's lock.
import { useId, type ReactNode } from 'react';
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { messages } from './messages';
import type { SwitchState } from './rules';

interface SettingSwitchProps {
  label: string;
  state: SwitchState;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
}

export function SettingSwitch({ label, state, onChange, description }: SettingSwitchProps) {
  const describedBy = useId();
  return (
    <Stack sx={{ py: 0.5 }}>
      <FormControlLabel
        label={label}
        disabled={state.lockedByPartner}
        control={
          <Switch
            checked={state.checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { role: 'switch', 'aria-describedby': describedBy } }}
          />
        }
      />
      <Stack id={describedBy} sx={{ pl: 6 }} spacing={0.5}>
        {state.lockedByPartner && (
          <Typography variant="caption" color="warning.main">
            {messages.switchedOffByPartner}
          </Typography>
        )}
        {description}
      </Stack>
    </Stack>
  );
}
