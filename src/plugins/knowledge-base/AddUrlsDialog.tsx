// "Add URLs": one URL a line, each checked as it is typed (the count of valid ones shown, the lines
// to fix listed), at most 500; Add sends them in one call and each is queued for crawling.
import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, DialogActions, DialogContent, List, ListItem, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage, OverlayDialog, PendingButton } from '@kernel/sdk';
import { SHOWN_INVALID } from './limits';
import { FAILED, messages } from './messages';
import { parseUrlList, urlListError } from './rules';
import { RESOURCE, useKbProvider } from './useKnowledgeBase';

export interface AddUrlsDialogProps {
  kbId: string;
  onClose: () => void;
  onAdded: () => void;
}

/** Mounted while open: closing forgets what was typed. */
export function AddUrlsDialog({ kbId, onClose, onAdded }: AddUrlsDialogProps) {
  const dataProvider = useKbProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const list = useMemo(() => parseUrlList(text), [text]);
  const problem = urlListError(list);
  const shown = touched ? problem : undefined;

  const close = () => {
    if (!pending) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || pending) return;
    setPending(true);
    setFailed(null);
    try {
      const { data } = await dataProvider.addDocuments(RESOURCE, { kbId, urls: list.urls });
      notify(messages.notify.added(data.length), { type: 'success' });
      onAdded();
      onClose();
    } catch (error) {
      setFailed(errorMessage(error, FAILED.addDocuments));
    } finally {
      setPending(false);
    }
  };

  return (
    <OverlayDialog title={messages.titles.addUrls} onClose={close}>
      <Box component="form" noValidate onSubmit={submit} aria-label={messages.titles.addUrls}>
        <DialogContent dividers>
          {failed && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failed}
            </Alert>
          )}
          <TextField
            label={messages.titles.addUrls}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setTouched(true);
            }}
            multiline
            minRows={6}
            maxRows={16}
            fullWidth
            autoFocus
            error={!!shown}
            helperText={shown ?? messages.hints.urls}
            slotProps={{ htmlInput: { spellCheck: false, 'aria-describedby': 'kb-add-urls-count' } }}
          />
          <Typography id="kb-add-urls-count" variant="body2" role="status" sx={{ mt: 1 }} data-testid="kb-url-count">
            {messages.urlCount(list.urls.length, list.invalid.length)}
          </Typography>
          {list.invalid.length > 1 && (
            <List dense aria-label={messages.validation.notUrl}>
              {list.invalid.slice(1, SHOWN_INVALID + 1).map((l) => (
                <ListItem key={l.line} sx={{ color: 'error.main', wordBreak: 'break-all' }}>
                  {messages.invalidLine(l.line, l.text, l.reason)}
                </ListItem>
              ))}
              {list.invalid.length > SHOWN_INVALID + 1 && <ListItem>{messages.moreInvalid(list.invalid.length - SHOWN_INVALID - 1)}</ListItem>}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel', { _: 'Cancel' })}</Button>
          <PendingButton type="submit" variant="contained" pending={pending} disabled={touched && !!problem}>
            {messages.actions.addUrlsCount(list.urls.length)}
          </PendingButton>
        </DialogActions>
      </Box>
    </OverlayDialog>
  );
}
