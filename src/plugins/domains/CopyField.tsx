// One value of the TXT record to create, with its own copy button.
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { messages } from './messages';

export function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(value);
    setCopied(true);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="caption" color="text.secondary" sx={{ minWidth: 48 }}>{label}</Typography>
      <Box component="code" sx={{ wordBreak: 'break-all', fontSize: 13, flex: '1 1 200px' }}>{value}</Box>
      <Button size="small" variant="outlined" onClick={copy} aria-label={`${messages.actions.copy} ${label}`}>
        {copied ? messages.copied : messages.actions.copy}
      </Button>
    </Box>
  );
}
