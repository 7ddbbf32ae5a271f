// The frame of the four post-payment landings (spec doc 1 §2.1): a title, what happened, and the
// way back to the wallet.
import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { messages } from '../messages';

export function LandingFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 640 }}>
      <Card component="section" aria-label={title}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            {children}
            <Button component={Link} to="/wallet" variant="contained" sx={{ alignSelf: 'flex-start' }}>
              {messages.actions.backToWallet}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
