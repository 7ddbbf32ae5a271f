// Migrate a template (issue 9 point 6): a dry run first lists every agent that uses it with its diff
// against what it runs now; then apply. A failure shows the server's message, or `Migration failed`.
import { useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { errorMessage, OverlayDialog, PendingButton } from '@kernel/sdk';
import type { MigrationResult, Template } from '../api/types';
import type { AgentsProvider } from '../editor/useAgentEditor';
import { messages, SPEC_MESSAGES } from '../messages';
import { displayValue } from '../rules/campaignDiff';

const labelOf = (field: string) => (messages.compare.fieldLabels as Record<string, string>)[field] ?? field;

export default function MigrateDialog({ template, onClose }: { template: Template; onClose: () => void }) {
  const dataProvider = useDataProvider<AgentsProvider>();
  const notify = useNotify();
  const [preview, setPreview] = useState<MigrationResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (dryRun: boolean) => {
    setFailure(null);
    setPending(true);
    try {
      const { data } = await dataProvider.migrateTemplate('agents', { templateId: template.id, dryRun });
      if (dryRun) setPreview(data);
      else {
        notify(messages.templates.migrated, { type: 'success' });
        onClose();
      }
    } catch (error) {
      setFailure(errorMessage(error, SPEC_MESSAGES.migrationFailed));
    } finally {
      setPending(false);
    }
  };

  return (
    <OverlayDialog title={`${messages.titles.migrate}: ${template.name}`} onClose={onClose} maxWidth="md">
      <DialogContent dividers>
        {failure ? <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert> : null}
        {!preview ? <Typography>{messages.templates.migrateExplain}</Typography> : null}
        {preview && preview.accounts.length === 0 ? <Alert severity="info">{messages.templates.noAccounts}</Alert> : null}
        <Stack spacing={2}>
          {preview?.accounts.map((account) => (
            <section key={account.agentId} aria-label={account.agentName}>
              <Typography variant="subtitle1">
                {account.agentName} · {account.orgName}
              </Typography>
              {account.problem ? <Alert severity="warning">{account.problem}</Alert> : null}
              {!account.changed && !account.problem ? <Typography color="text.secondary">{messages.templates.unchanged}</Typography> : null}
              {account.diff.map((d) => (
                <Stack key={d.field} direction="row" spacing={1} sx={{ fontSize: 13 }}>
                  <Typography variant="body2" sx={{ minWidth: 140, fontWeight: 500 }}>{labelOf(d.field)}</Typography>
                  <Typography variant="body2" component="pre" sx={{ m: 0, flex: 1, whiteSpace: 'pre-wrap', bgcolor: 'error.light' }}>{displayValue(d.before)}</Typography>
                  <Typography variant="body2" component="pre" sx={{ m: 0, flex: 1, whiteSpace: 'pre-wrap', bgcolor: 'success.light' }}>{displayValue(d.after)}</Typography>
                </Stack>
              ))}
            </section>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.buttons.cancel}</Button>
        {!preview ? (
          <PendingButton pending={pending} onClick={() => run(true)}>{messages.buttons.dryRun}</PendingButton>
        ) : (
          <PendingButton pending={pending} disabled={preview.accounts.length === 0} onClick={() => run(false)}>{messages.buttons.apply}</PendingButton>
        )}
      </DialogActions>
    </OverlayDialog>
  );
}
