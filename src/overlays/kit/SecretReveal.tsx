// A secret shown once (an API token's value, a webhook's signing secret, after create or rotate): the
// warning that it will not be shown again, the value, and a copy button. Plugins pass their own words.
import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';

export interface SecretRevealProps {
  value: string;
  /** what to do with it, e.g. "Copy it now: it will not be shown again." */
  hint: string;
  copyLabel: string;
  copiedLabel: string;
  /** the value's `data-testid` */
  testId?: string;
  /** space above the alert (when it follows other content) */
  spaced?: boolean;
}

export function SecretReveal({ value, hint, copyLabel, copiedLabel, testId, spaced }: SecretRevealProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(value);
    setCopied(true);
  };
  return (
    <Alert severity="warning" sx={spaced ? { mt: 1 } : undefined}>
      <Typography variant="body2">{hint}</Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Box component="code" data-testid={testId} sx={{ wordBreak: 'break-all', fontSize: 13 }}>
          {value}
        </Box>
        <Button size="small" variant="outlined" onClick={copy}>
          {copied ? copiedLabel : copyLabel}
        </Button>
      </Box>
    </Alert>
  );
}
