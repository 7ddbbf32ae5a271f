// The confirmation every takeover overlay shows (orgTakeover, resellerTakeover, partnerTakeover):
// it names the account, reports 'takeover.started' and goes to the account's /app path, where
// every call carries its targetAccountId and the kernel shows the banner with the way back.
import { useState } from 'react';
import { Alert, Button, CircularProgress, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import type { OverlayProps } from '../../../kernel/contracts';
import { useKernel } from '../../../kernel/KernelContext';
import { navigateApp } from '../../../kernel/appLocation';
import { reportAuditEvent } from '../../../kernel/auditEvents';
import { pathToAccount } from '../../../kernel/navigation';
import { OverlayDialog, OverlayError, OverlayLoading } from '../../../overlays/OverlayDialog';
import { adminMessages as m } from '../adminMessages';
import { accountIdFrom, accountLabel, takeoverRefusal, type TakeoverKind } from '../adminRules';
import { useAdminAccount } from './AdminQueries';

export function AdminTakeover({ value, close, kind }: OverlayProps & { kind: TakeoverKind }) {
  const { http, user, account: viewed } = useKernel();
  const id = accountIdFrom(value, viewed);
  const { data: target, isPending, error } = useAdminAccount(id);
  const [busy, setBusy] = useState(false);
  const refusal = target ? takeoverRefusal(kind, target) : null;
  const name = accountLabel(target);

  const takeOver = async () => {
    if (!target || refusal || id == null) return;
    setBusy(true);
    await reportAuditEvent(http, 'takeover.started', { name }, id);
    navigateApp(pathToAccount(user ?? target, target));
  };

  let body;
  if (id == null) body = <OverlayError error={null} fallback={m.loadFailed} />;
  else if (isPending) body = <OverlayLoading label={m.loading} />;
  else if (error || !target) body = <OverlayError error={error} fallback={m.loadFailed} />;
  else if (refusal) {
    body = (
      <DialogContent>
        <Alert severity="warning">{refusal}</Alert>
      </DialogContent>
    );
  } else {
    body = (
      <DialogContent>
        <DialogContentText sx={{ fontWeight: 500 }}>{m.takeover.question(name)}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{m.takeover.details(name)}</DialogContentText>
      </DialogContent>
    );
  }

  return (
    <OverlayDialog title={m.takeover.titles[kind]} onClose={() => close()} maxWidth="xs" closeLabel={m.actions.close}>
      {body}
      <DialogActions>
        <Button onClick={() => close()}>{m.actions.cancel}</Button>
        <Button
          variant="contained"
          disabled={!target || !!refusal || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={takeOver}
        >
          {m.actions.takeOver}
        </Button>
      </DialogActions>
    </OverlayDialog>
  );
}
