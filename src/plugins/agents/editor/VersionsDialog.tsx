// Versions (spec 1 §4.1): the list (with their data), create from a source (default staging) with a
// title, rename, replace with a snapshot of staging, restore to a target (default staging), compare.
import { useState } from 'react';
import { Alert, Button, DialogContent, List, ListItem, ListItemText, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { errorMessage, OverlayDialog, useOpenOverlay } from '@kernel/sdk';
import { DEFAULT_VERSION_SOURCE } from '../constants';
import { messages } from '../messages';
import type { AgentVersion } from '../api/types';
import { formatCompareValue } from '../rules/compareTarget';
import type { AgentEditor, AgentsProvider } from './useAgentEditor';
import { formatDateTime } from '@kernel/sdk';

const { buttons, fields, versions: text } = messages;

export default function VersionsDialog({ agent, onClose }: { agent: AgentEditor; onClose: () => void }) {
  const id = agent.server.id;
  const dataProvider = useDataProvider<AgentsProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const open = useOpenOverlay();
  const key = ['agents', 'versions', id];
  const list = useQuery({ queryKey: key, queryFn: async () => (await dataProvider.listVersions('agents', { id })).data });
  const [title, setTitle] = useState('');
  const [source, setSource] = useState(DEFAULT_VERSION_SOURCE);
  const [failure, setFailure] = useState<string | null>(null);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await work();
      notify(done, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      setFailure(errorMessage(error, messages.actionFailed));
    }
  };
  const create = () =>
    title.trim()
      ? act(async () => {
          await agent.controller.save();
          await dataProvider.createVersion('agents', { id, title: title.trim(), source });
          setTitle('');
        }, text.created)
      : setFailure(messages.validation.titleRequired);
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const rename = (v: AgentVersion) => {
    if (!renaming || renaming.id !== v.id) return setRenaming({ id: v.id, title: v.title });
    const next = renaming.title.trim();
    if (!next) return setFailure(messages.validation.titleRequired);
    setRenaming(null);
    if (next !== v.title) void act(() => dataProvider.renameVersion('agents', { id, versionId: v.id, title: next }), text.renamed);
  };
  const restore = (v: AgentVersion) => act(async () => {
    await dataProvider.restoreVersion('agents', { id, versionId: v.id });
    await agent.reloaded();
  }, text.restored);

  return (
    <OverlayDialog title={messages.titles.versions} onClose={onClose} maxWidth="md">
      <DialogContent dividers>
        {failure ? <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert> : null}
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <TextField size="small" label={fields.title} value={title} onChange={(e) => setTitle(e.target.value)} fullWidth />
          <TextField size="small" select label={fields.source} value={source} onChange={(e) => setSource(e.target.value)} sx={{ minWidth: 160 }}>
            <MenuItem value="staging">{messages.compare.staging}</MenuItem>
            <MenuItem value="production">{messages.compare.production}</MenuItem>
          </TextField>
          <Button variant="contained" onClick={create}>
            {buttons.createVersion}
          </Button>
        </Stack>
        {list.error ? <Alert severity="error">{errorMessage(list.error, messages.actionFailed)}</Alert> : null}
        {list.data && list.data.length === 0 ? <Alert severity="info">{text.empty}</Alert> : null}
        <List dense>
          {(list.data ?? []).map((v) => (
            <ListItem key={v.id} divider secondaryAction={
              <Stack direction="row" spacing={0.5}>
                <Button size="small" onClick={() => rename(v)}>{buttons.rename}</Button>
                <Button size="small" onClick={() => act(() => dataProvider.replaceVersion('agents', { id, versionId: v.id, snapshot: 'staging' }), text.replaced)}>{buttons.snapshot}</Button>
                <Button size="small" onClick={() => open('compareChanges', formatCompareValue({ agentId: id, left: `version:${v.id}`, right: 'staging' }))}>{buttons.compare}</Button>
                <Button size="small" color="warning" onClick={() => restore(v)}>{buttons.restore}</Button>
              </Stack>
            }>
              {renaming?.id === v.id ? (
                <TextField size="small" label={fields.title} value={renaming.title} autoFocus onChange={(e) => setRenaming({ id: v.id, title: e.target.value })} sx={{ mr: 40 }} />
              ) : null}
              <ListItemText primary={renaming?.id === v.id ? null : v.title} secondary={`${v.source} · ${formatDateTime(v.updatedAt * 1000)}${v.createdBy ? ` · ${v.createdBy.name}` : ''}`} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
    </OverlayDialog>
  );
}
