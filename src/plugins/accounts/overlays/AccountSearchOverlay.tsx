// ?accountSearch=true: phrase search over the caller's subtree (POST /api/v2/searchAccount/enhanced,
// debounced 500 ms as spec doc 2 section 9 says), a history menu of recently opened accounts, arrow
// keys + Enter in the results. Choosing an account takes it over (openAccount.ts).
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Alert, DialogActions, DialogContent, LinearProgress, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, OverlayDialog, type OverlayProps, useKernel, useOpenOverlay } from '@kernel/sdk';
import { useAccountReads } from '../accountActions';
import { messages } from '../messages';
import { openAccount } from '../openAccount';
import { clearRecentAccounts, readRecentAccounts, rememberRecentAccount } from '../recentAccountsStore';
import { PHRASE_MAX, SEARCH_DEBOUNCE_MS, type AccountSummary, type RecentAccount } from '../rules';
import { infoOverlayFor } from '../summaryFormat';
import { useAccountsAccess } from '../useAccountsAccess';
import { AccountRecentMenu } from './AccountRecentMenu';
import { AccountSearchResults, optionId } from './AccountSearchResults';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export default function AccountSearchOverlay({ close }: OverlayProps) {
  const { user } = useKernel();
  const dataProvider = useAccountReads();
  const open = useOpenOverlay();
  const can = useAccountsAccess();
  const listId = useId();
  const [phrase, setPhrase] = useState('');
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const [recent, setRecent] = useState<RecentAccount[]>(() => (user ? readRecentAccounts(user.id) : []));
  const trimmed = phrase.trim();
  const tooLong = trimmed.length > PHRASE_MAX;
  const debounced = useDebounced(tooLong ? '' : trimmed, SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    queryKey: ['accounts', 'search', debounced],
    queryFn: async ({ signal }) => (await dataProvider.searchAccounts('organizations', { phrase: debounced, signal })).data,
    enabled: debounced !== '',
    retry: false,
  });
  const results = debounced !== '' && debounced === trimmed ? (search.data ?? []) : [];
  const searching = trimmed !== '' && !tooLong && (debounced !== trimmed || search.isFetching);

  useEffect(() => setActive(0), [search.data]);

  const go = async (account: AccountSummary) => {
    if (!user || busy) return;
    setBusy(true);
    await openAccount(dataProvider, user, account, 'accountSearch');
  };

  const showInfo = (account: AccountSummary) => {
    if (user) setRecent(rememberRecentAccount(user.id, account));
    const target = infoOverlayFor(account);
    open(target.name, target.value, ['accountSearch']);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!results.length) return;
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, results.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(results.length - 1);
    else if (event.key === 'Enter') void go(results[Math.min(active, results.length - 1)]);
    else return;
    event.preventDefault();
  };

  let status: string | null = null;
  if (!trimmed) status = messages.search.hint;
  else if (!searching && !search.error && results.length === 0 && debounced === trimmed) {
    status = messages.search.noResults(trimmed);
  }

  return (
    <OverlayDialog title={messages.titles.accountSearch} onClose={() => close()}>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={messages.search.label}
          placeholder={messages.search.placeholder}
          value={phrase}
          onChange={(event) => setPhrase(event.target.value)}
          onKeyDown={onKeyDown}
          error={tooLong}
          helperText={tooLong ? messages.search.tooLong(PHRASE_MAX) : ' '}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-controls': listId,
              'aria-expanded': results.length > 0,
              'aria-activedescendant': results.length ? optionId(listId, active) : undefined,
              maxLength: PHRASE_MAX + 50,
            },
          }}
        />
        {(searching || busy) && <LinearProgress aria-label={messages.search.searching} sx={{ my: 1 }} />}
        {search.error && debounced === trimmed && <Alert severity="error">{errorMessage(search.error, messages.search.failed)}</Alert>}
        {status && (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
            {status}
          </Typography>
        )}
        <AccountSearchResults
          id={listId}
          accounts={results}
          active={active}
          onSelect={go}
          onInfo={showInfo}
          canInfo={(account) => can(infoOverlayFor(account).name)}
          disabled={busy}
        />
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <AccountRecentMenu
          recent={recent}
          disabled={busy}
          onSelect={go}
          onClear={() => {
            if (!user) return;
            clearRecentAccounts(user.id);
            setRecent([]);
          }}
        />
      </DialogActions>
    </OverlayDialog>
  );
}
