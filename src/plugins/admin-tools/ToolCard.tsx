// One section of the admin tools page: a titled card that, without a usable super-admin token,
// says to get one first (its buttons are disabled by the section itself).
import type { MouseEvent, ReactNode } from 'react';
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

/** The rules' messages of a tool's form, without the fields that pass. */
export function toolErrors(errors: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => !!entry[1]));
}

/**
 * A tool button submits its form without being a submit button: Enter in a field submits nothing,
 * as before the tools were forms (a refund or a disable is not sent by a stray key).
 */
export function submitOwnForm(event: MouseEvent<HTMLButtonElement>) {
  event.currentTarget.form?.requestSubmit();
}
