// Section 1: the locally stored super-admin token, its expiry, getting one and forgetting it.
import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import type { AdminToolsApi } from './api';
import { messages } from './messages';
import { formatExpiry } from './rules';
import { ToolCard } from './ToolCard';
import type { AdminTokenState } from './useAdminToken';

const m = messages.token;

export function TokenCard({ api, token }: { api: AdminToolsApi; token: AdminTokenState }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const expiry = token.expiresAt === null ? '' : formatExpiry(token.expiresAt);

  const getToken = async () => {
    setBusy(true);
    try {
      const issued = await api.issueToken();
      token.save(issued.adminToken, issued.expiresAt);
      notify(m.issued, { type: 'success' });
    } catch (error) {
      console.error('[admin-tools] could not get a super-admin token', error);
      notify(m.failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  // revoked on the server first (while the stored token is still sent); forgotten here either way
  const forget = async () => {
    setBusy(true);
    try {
      await api.revokeToken();
    } catch (error) {
      console.error('[admin-tools] the token could not be revoked on the server', error);
    } finally {
      token.forget();
      setBusy(false);
      notify(m.forgotten, { type: 'info' });
    }
  };

  return (
    <ToolCard title={m.title}>
      {token.rejected && <Alert severity="warning">{m.rejected}</Alert>}
      <Typography data-testid="admin-token-status">
        {token.state === 'none' && m.none}
        {token.state === 'valid' && (expiry ? m.stored(expiry) : m.storedNoExpiry)}
        {token.state === 'expired' && m.expired(expiry)}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={getToken} disabled={busy}>
          {m.get}
        </Button>
        <Button onClick={() => void forget()} disabled={busy || token.state === 'none'}>
          {m.forget}
        </Button>
      </Stack>
    </ToolCard>
  );
}
