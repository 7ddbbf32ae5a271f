// The "API tokens" settings panel (issue 21 point 1): the account's tokens without their values
// (prefix, access, expiry, last use), a create dialog that shows the value once, revoke after
// confirmation. Narrow screens get one card per token instead of a table.
import { useState } from 'react';
import { Alert, Box, Button, Chip, Skeleton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useDelete, useGetList, useNotify } from 'react-admin';
import { errorMessage, useConfirm } from '@kernel/sdk';
import { CreateTokenDialog } from './CreateTokenDialog';
import { messages } from './messages';
import { isExpired, maskedToken, type ApiToken } from './rules';
import { formatDateTime } from '@kernel/sdk';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : messages.never);

function TokenRow({ token, onRevoke, busy }: { token: ApiToken; onRevoke: (t: ApiToken) => void; busy: boolean }) {
  const expired = isExpired(token);
  return (
    <Box component="li" data-testid="api-token-row" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{token.description}</Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          <Box component="code">{maskedToken(token.prefix)}</Box>
          {` · ${messages.fields.expiresAt}: ${expired ? messages.expired : when(token.expiresAt)} · ${messages.fields.lastUsedAt}: ${when(token.lastUsedAt)}`}
        </Typography>
      </Box>
      <Chip size="small" label={messages.typeChips[token.type]} color={token.type === 'write' ? 'warning' : 'default'} />
      {expired && <Chip size="small" label={messages.expired} color="error" variant="outlined" />}
      <Button size="small" color="error" disabled={busy} onClick={() => onRevoke(token)} aria-label={`${messages.actions.revoke} ${token.description}`}>
        {messages.actions.revoke}
      </Button>
    </Box>
  );
}

export default function TokensPanel() {
  const { data, isPending, error, refetch } = useGetList<ApiToken>('apiTokens', { pagination: { page: 1, perPage: 100 } });
  const [remove, { isPending: revoking }] = useDelete();
  const confirm = useConfirm();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const revoke = async (token: ApiToken) => {
    const ok = await confirm({ title: messages.confirmRevoke(token.description), details: messages.confirmRevokeDetails, confirmLabel: messages.actions.revoke });
    if (!ok) return;
    try {
      await remove('apiTokens', { id: token.id, previousData: token }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(messages.notify.revoked, { type: 'success' });
    } catch (caught) {
      notify(errorMessage(caught, messages.revokeFailed), { type: 'error' });
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Typography variant="body2" color="text.secondary">{messages.intro}</Typography>
      <Box>
        <Button variant="contained" onClick={() => setCreating(true)} fullWidth={narrow}>{messages.actions.create}</Button>
      </Box>
      {isPending ? (
        <Skeleton role="progressbar" variant="rectangular" height={96} aria-label={messages.loading} />
      ) : error ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{messages.actions.retry}</Button>}>
          {errorMessage(error, messages.listFailed)}
        </Alert>
      ) : !data?.length ? (
        <Box>
          <Typography variant="body2">{messages.empty}</Typography>
          <Typography variant="caption" color="text.secondary">{messages.emptyHint}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={messages.titles.panel}>
          {data.map((token) => <TokenRow key={token.id} token={token} onRevoke={(t) => void revoke(t)} busy={revoking} />)}
        </Box>
      )}
      {creating && <CreateTokenDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
