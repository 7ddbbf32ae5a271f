// New agent from template (canAddAgents; opened from the agents widget): an organization's owner
// picks one of the templates offered to the organization, fills its fields and a name (the
// create-agent dialog), and the new agent opens in the editor (?editAgent=<id>). Not a query-string
// overlay: spec 1 §2.3's overlay catalogue has no name for it.
import { useState } from 'react';
import { Alert, DialogContent, List, ListItemButton, ListItemText } from '@mui/material';
import { useGetList } from 'react-admin';
import { OverlayDialog, OverlayError, OverlayLoading, useOpenOverlay } from '@kernel/sdk';
import type { Template } from '../api/types';
import { messages } from '../messages';
import { modalMessages } from '../modalMessages';
import CreateAgentDialog from './CreateAgentDialog';

const m = modalMessages.newAgent;

export default function NewAgentDialog({ onClose }: { onClose: () => void }) {
  const open = useOpenOverlay();
  const [picked, setPicked] = useState<Template | null>(null);
  const { data, error, isPending } = useGetList<Template>('templates', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
  if (picked) {
    // cancel goes back to the templates
    return (
      <CreateAgentDialog
        template={picked}
        onClose={() => setPicked(null)}
        onCreated={(id) => {
          onClose();
          open('editAgent', id);
        }}
      />
    );
  }
  return (
    <OverlayDialog title={m.title} onClose={onClose} maxWidth="sm">
      {error ? (
        <OverlayError error={error} fallback={messages.templates.listFailed} />
      ) : isPending ? (
        <OverlayLoading label={messages.loading} />
      ) : (
        <DialogContent dividers>
          {data?.length ? <Alert severity="info" sx={{ mb: 1 }}>{m.pick}</Alert> : <Alert severity="info">{m.none}</Alert>}
          <List aria-label={messages.titles.templates}>
            {(data ?? []).map((template) => (
              <ListItemButton key={template.id} onClick={() => setPicked(template)}>
                <ListItemText primary={template.name} secondary={template.description || undefined} />
              </ListItemButton>
            ))}
          </List>
        </DialogContent>
      )}
    </OverlayDialog>
  );
}
