// Per-template buttons: create an agent from it (when an organization is viewed); for partner-level
// callers only (the server refuses the rest: its template changes are `elevated`), edit fields,
// rename (?renameTemplate=<id>), migrate and delete.
import { lazy, Suspense, useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useDelete, useNotify, useRecordContext } from 'react-admin';
import { errorMessage, useConfirm, useKernel, useOpenOverlay } from '@kernel/sdk';
import type { Template } from '../api/types';
import { messages } from '../messages';

const MigrateDialog = lazy(() => import('./MigrateDialog'));
const CreateAgentDialog = lazy(() => import('./CreateAgentDialog'));
const TemplateFieldsEditor = lazy(() => import('../fields/TemplateFieldsEditor'));

export function TemplateRowActions() {
  const record = useRecordContext<Template>();
  const open = useOpenOverlay();
  const confirm = useConfirm();
  const notify = useNotify();
  const { account, permissions } = useKernel();
  const [remove] = useDelete();
  const [dialog, setDialog] = useState<'migrate' | 'create' | 'fields' | null>(null);
  if (!record) return null;
  const isOrg = account?.accountType === 'organization';
  const elevated = permissions.canSeePartnerControls;
  const onDelete = async () => {
    if (!(await confirm({ title: messages.buttons.delete, details: messages.templates.deleteConfirm(record.name), confirmColor: 'error', confirmLabel: messages.buttons.delete }))) return;
    try {
      await remove('templates', { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(messages.templates.deleted, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error, messages.actionFailed), { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {isOrg ? <Button size="small" onClick={() => setDialog('create')}>{messages.buttons.createAgent}</Button> : null}
      {elevated ? (
        <>
          <Button size="small" onClick={() => setDialog('fields')}>{messages.buttons.editFields}</Button>
          <Button size="small" onClick={() => open('renameTemplate', record.id)}>{messages.buttons.rename}</Button>
          <Button size="small" onClick={() => setDialog('migrate')}>{messages.buttons.migrate}</Button>
          <Button size="small" color="error" onClick={onDelete}>{messages.buttons.delete}</Button>
        </>
      ) : null}
      <Suspense fallback={null}>
        {dialog === 'migrate' ? <MigrateDialog template={record} onClose={() => setDialog(null)} /> : null}
        {dialog === 'fields' ? <TemplateFieldsEditor templateId={record.id} onClose={() => setDialog(null)} /> : null}
        {dialog === 'create' ? <CreateAgentDialog template={record} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </Stack>
  );
}
