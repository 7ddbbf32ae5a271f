// The actions of the campaign (each with a name): a row per action with its transfer and scoring
// (../actions/ActionRows); the actions, action edit, action info and routes modals (lazy, in
// ../actions/) change and explain them.
import { lazy, Suspense, useState } from 'react';
import { Button, Stack } from '@mui/material';
import { ActionRows, useActionDialogs } from '../actions/ActionRows';
import { messages } from '../messages';
import { Section } from './Section';
import type { AgentEditor } from './useAgentEditor';

const RoutesDialog = lazy(() => import('../actions/RoutesDialog'));
const ActionsDialog = lazy(() => import('../actions/ActionsDialog'));

const { buttons } = messages;

export function ActionsSection({ agent }: { agent: AgentEditor }) {
  const { editor } = agent;
  const actions = editor.campaign.actions;
  const dialogs = useActionDialogs(agent);
  const [open, setOpen] = useState<'routes' | 'actions' | null>(null);
  return (
    <Section
      title={messages.sections.actions}
      action={
        <Stack direction="row" spacing={1}>
          <Button onClick={() => setOpen('actions')}>{buttons.actions}</Button>
          <Button onClick={() => setOpen('routes')}>{buttons.routes}</Button>
          <Button onClick={dialogs.add}>{buttons.addAction}</Button>
        </Stack>
      }
    >
      <ActionRows actions={actions} dialogs={dialogs} />
      {dialogs.dialogs}
      <Suspense fallback={null}>
        {open === 'actions' ? <ActionsDialog agent={agent} onClose={() => setOpen(null)} /> : null}
        {open === 'routes' ? (
          <RoutesDialog
            campaign={editor.campaign}
            onEdit={(name) => {
              const index = actions.findIndex((a) => a.name === name);
              setOpen(null);
              if (index >= 0) dialogs.edit(index);
            }}
            onClose={() => setOpen(null)}
          />
        ) : null}
      </Suspense>
    </Section>
  );
}
