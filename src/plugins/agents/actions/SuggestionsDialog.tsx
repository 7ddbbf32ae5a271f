// The suggestions modal: the language model's improvements for the prompt as it is in the editor
// (docs/api-contract.md "Suggestions"; "Demo model" when the server answers with its fixed rules).
// It shows a loading state, the list, and errors with a retry; applying a suggestion is a change of
// the editor's campaign (so it autosaves), dismissing one hides it. Texts from the model are shown
// as text, never as HTML.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Chip, DialogContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useDataProvider, type DataProvider } from 'react-admin';
import { errorMessage, OverlayDialog, OverlayLoading } from '@kernel/sdk';
import type { SuggestionActions } from '../api/suggestionsAdapter';
import { messages } from '../messages';
import type { Campaign } from '../rules/campaign';
import { applyPatch, type Suggestion, type SuggestionProvider } from '../rules/suggestionPatches';

const { buttons, suggestions: s } = messages;

interface Props {
  agentId: number;
  campaign: Campaign;
  /** the campaign fields the applied suggestion changes */
  onApply: (change: Partial<Campaign>) => void;
  onClose: () => void;
}

type State =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; provider: SuggestionProvider; suggestions: Suggestion[] };

function patchText(item: Suggestion): string | null {
  if (!item.patch) return null;
  return item.patch.kind === 'addAction' ? s.addsAction(item.patch.action.name) : `${s.appendsToPrompt}: ${item.patch.text}`;
}

export default function SuggestionsDialog({ agentId, campaign, onApply, onClose }: Props) {
  const dataProvider = useDataProvider<DataProvider & SuggestionActions>();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  // asked about the campaign as it was when the dialog opened (or retried), not after each apply
  const current = useRef(campaign);
  useEffect(() => {
    current.current = campaign;
  }, [campaign]);

  const ask = useCallback(
    (signal: AbortSignal) => {
      setState({ status: 'loading' });
      const { agentInstructions, actions } = current.current;
      dataProvider
        .suggestImprovements('agents', { id: agentId, draft: { agentInstructions, actions }, signal })
        .then(({ data }) => !signal.aborted && setState({ status: 'ready', ...data }))
        .catch((error: unknown) => !signal.aborted && setState({ status: 'failed', message: errorMessage(error, s.failed) }));
    },
    [dataProvider, agentId],
  );
  const pending = useRef<AbortController | null>(null);
  const retry = useCallback(() => {
    pending.current?.abort();
    pending.current = new AbortController();
    ask(pending.current.signal);
  }, [ask]);
  useEffect(() => {
    retry();
    return () => pending.current?.abort();
  }, [retry]);

  const hide = (id: string) => setHidden((all) => new Set([...all, id]));
  const visible = state.status === 'ready' ? state.suggestions.filter((item) => !hidden.has(item.id)) : [];

  return (
    <OverlayDialog title={s.title} onClose={onClose} maxWidth="md">
      {state.status === 'loading' ? <OverlayLoading label={s.loading} /> : null}
      {state.status === 'failed' ? (
        <DialogContent dividers>
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={retry}>{s.retry}</Button>}>{state.message}</Alert>
        </DialogContent>
      ) : null}
      {state.status === 'ready' ? (
        <DialogContent dividers>
          <Stack direction="row" sx={{ mb: 1 }}>
            <Chip size="small" color={state.provider.kind === 'demo' ? 'info' : 'default'} label={state.provider.kind === 'demo' ? messages.test.demoModel : state.provider.label} />
          </Stack>
          {visible.length === 0 ? <Alert severity="success">{s.empty}</Alert> : null}
          <List dense aria-label={s.title}>
            {visible.map((item) => {
              const change = applyPatch(campaign, item.patch);
              const patch = patchText(item);
              return (
                <ListItem key={item.id} divider>
                  <ListItemText
                    primary={item.title}
                    secondary={
                      <>
                        {item.detail ? <Typography component="span" variant="body2" sx={{ display: 'block' }}>{item.detail}</Typography> : null}
                        {patch ? <Typography component="span" variant="body2" color="text.primary" sx={{ display: 'block', whiteSpace: 'pre-wrap', mt: 0.5 }}>{patch}</Typography> : null}
                      </>
                    }
                  />
                  <Stack direction="row" spacing={1} sx={{ flexShrink: 0, ml: 1 }}>
                    {change ? (
                      <Button
                        size="small"
                        variant="outlined"
                        aria-label={`${buttons.apply}: ${item.title}`}
                        onClick={() => {
                          onApply(change);
                          hide(item.id);
                        }}
                      >
                        {buttons.apply}
                      </Button>
                    ) : null}
                    <Button size="small" aria-label={`${s.dismiss}: ${item.title}`} onClick={() => hide(item.id)}>{s.dismiss}</Button>
                  </Stack>
                </ListItem>
              );
            })}
          </List>
        </DialogContent>
      ) : null}
    </OverlayDialog>
  );
}
