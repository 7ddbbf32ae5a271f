// A titled card of the wallet page (a named region, its title an h2).
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, Stack } from '@mui/material';

export function SectionCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardHeader title={title} action={action} slotProps={{ title: { component: 'h2', variant: 'h6' } }} sx={{ flexWrap: 'wrap', gap: 1 }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>{children}</Stack>
      </CardContent>
    </Card>
  );
}
