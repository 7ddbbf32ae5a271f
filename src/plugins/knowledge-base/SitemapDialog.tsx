// "Import from sitemap": the sitemap's address → the pages it lists, each with a checkbox (all
// chosen at first; "Select all" toggles them) → Add queues the chosen ones, 500 a call.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, DialogActions, DialogContent, FormControlLabel, List, ListItem, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage, OverlayDialog, PendingButton } from '@kernel/sdk';
import { FAILED, messages } from './messages';
import { batches, validateSitemapUrl } from './rules';
import { RESOURCE, useKbProvider } from './useKnowledgeBase';

export interface SitemapDialogProps {
  kbId: string;
  onClose: () => void;
  onAdded: () => void;
}

export function SitemapDialog({ kbId, onClose, onAdded }: SitemapDialogProps) {
  const dataProvider = useKbProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | undefined>();
  const [found, setFound] = useState<string[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const close = () => {
    if (!pending) onClose();
  };

  const run = async (work: () => Promise<void>, fallback: string) => {
    setPending(true);
    setFailed(null);
    try {
      await work();
    } catch (error) {
      setFailed(errorMessage(error, fallback));
    } finally {
      setPending(false);
    }
  };

  const find = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSitemapUrl(url);
    setUrlError(problem);
    if (problem || pending) return;
    void run(async () => {
      const { data } = await dataProvider.fetchSitemap(RESOURCE, { url: url.trim() });
      setFound(data.urls);
      setChosen(new Set(data.urls));
    }, FAILED.sitemap);
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0 || pending || !found) return;
    const urls = found.filter((u) => chosen.has(u));
    void run(async () => {
      let added = 0;
      for (const batch of batches(urls)) added += (await dataProvider.addDocuments(RESOURCE, { kbId, urls: batch })).data.length;
      notify(messages.notify.added(added), { type: 'success' });
      onAdded();
      onClose();
    }, FAILED.addDocuments);
  };

  const toggle = (u: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(u)) next.delete(u);
      else next.add(u);
      return next;
    });
  const all = !!found && found.length > 0 && chosen.size === found.length;
  const cancel = <Button onClick={close}>{translate('ra.action.cancel', { _: 'Cancel' })}</Button>;

  return (
    <OverlayDialog title={messages.titles.sitemap} onClose={close}>
      {failed && (
        <Alert severity="error" sx={{ mx: 3, mt: 2 }}>
          {failed}
        </Alert>
      )}
      {found === null ? (
        <Box component="form" noValidate onSubmit={find} aria-label={messages.titles.sitemap}>
          <DialogContent>
            <TextField
              label={messages.titles.sitemap}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              type="url"
              fullWidth
              autoFocus
              error={!!urlError}
              helperText={urlError ?? messages.hints.sitemap}
            />
          </DialogContent>
          <DialogActions>
            {cancel}
            <PendingButton type="submit" pending={pending}>
              {messages.actions.findPages}
            </PendingButton>
          </DialogActions>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={add} aria-label={messages.titles.sitemap}>
          <DialogContent dividers>
            <Typography variant="body2" role="status">
              {found.length === 0 ? messages.foundNone : messages.found(found.length)}
            </Typography>
            {found.length > 0 && (
              <>
                <FormControlLabel
                  control={<Checkbox checked={all} indeterminate={chosen.size > 0 && !all} onChange={() => setChosen(all ? new Set() : new Set(found))} />}
                  label={messages.actions.selectAll}
                />
                <List dense sx={{ maxHeight: 320, overflow: 'auto' }} aria-label={messages.titles.documents}>
                  {found.map((u) => (
                    <ListItem key={u} disablePadding>
                      <FormControlLabel
                        sx={{ wordBreak: 'break-all', ml: 0 }}
                        control={<Checkbox size="small" checked={chosen.has(u)} onChange={() => toggle(u)} />}
                        label={u}
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
            {found.length > 0 && chosen.size === 0 && (
              <Typography variant="body2" color="error">
                {messages.validation.noneSelected}
              </Typography>
            )}
          </DialogContent>
          <DialogActions>
            {cancel}
            <PendingButton type="submit" pending={pending} disabled={chosen.size === 0}>
              {messages.actions.add(chosen.size)}
            </PendingButton>
          </DialogActions>
        </Box>
      )}
    </OverlayDialog>
  );
}
