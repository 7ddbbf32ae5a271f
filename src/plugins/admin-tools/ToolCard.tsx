// One section of the admin tools page: a titled card that, without a usable super-admin token,
// says to get one first (its buttons are disabled by the section itself).
import type { ReactNode } from 'react';
import { Alert, Card, CardContent, CardHeader, Stack } from '@mui/material';
import type { AdminToolsApi } from './api';
import { messages } from './messages';

/** What each tool section receives from the page. */
export interface ToolSectionProps {
  api: AdminToolsApi;
  /** a usable super-admin token is stored */
  ready: boolean;
  /** the server answered `Admin token required`: forget the token and show the hint */
  onRejected: () => void;
}

export interface ToolCardProps {
  title: string;
  /** false: no usable token, show the hint */
  ready?: boolean;
  action?: ReactNode;
  children: ReactNode;
}

export function ToolCard({ title, ready = true, action, children }: ToolCardProps) {
  return (
    <Card component="section" aria-label={title}>
      <CardHeader title={title} action={action} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Stack spacing={2}>
          {!ready && <Alert severity="info">{messages.needToken}</Alert>}
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
