// The new token's value, shown once, with a copy button and the warning that it will not be shown again.
import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { messages } from './messages';

export function TokenReveal({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(value);
    setCopied(true);
  };
  return (
    <Alert severity="warning">
      <Typography variant="body2">{messages.valueOnce}</Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Box component="code" data-testid="api-token-value" sx={{ wordBreak: 'break-all', fontSize: 13 }}>
          {value}
        </Box>
        <Button size="small" variant="outlined" onClick={copy}>
          {copied ? messages.copied : messages.actions.copy}
        </Button>
      </Box>
    </Alert>
  );
}
