// The confirmation every takeover overlay shows (orgTakeover, resellerTakeover, partnerTakeover):
// it names the account, then opens it like accountSearch does (openAccount.ts: kept in the recent
// accounts, 'takeover.started' reported, the account's /app path, where every call carries its
// targetAccountId and the kernel shows the banner with the way back).
import { useState } from 'react';
import { DialogContentText } from '@mui/material';
import { type OverlayProps, useKernel, ConfirmActionDialog } from '@kernel/sdk';
import { messages as m } from '../messages';
import { accountIdFrom, accountLabel, takeoverRefusal, type TakeoverKind } from '../adminRules';
import { useAccountReads } from '../accountActions';
import { openAccount } from '../openAccount';
import { ACCOUNT_LOAD, accountLoad, useAdminAccount } from './useAdminQueries';

const OVERLAY_NAMES: Record<TakeoverKind, string> = {
  organization: 'orgTakeover',
  reseller: 'resellerTakeover',
  partner: 'partnerTakeover',
};

export function AdminTakeover({ value, close, kind }: OverlayProps & { kind: TakeoverKind }) {
  const { user, account: viewed } = useKernel();
  const dataProvider = useAccountReads();
  const id = accountIdFrom(value, viewed);
  const query = useAdminAccount(id);
  const target = query.data;
  const [busy, setBusy] = useState(false);
  const refusal = target ? takeoverRefusal(kind, target) : null;
  const name = accountLabel(target);

  const takeOver = async () => {
    if (!target || refusal || !user) return;
    setBusy(true);
    await openAccount(dataProvider, user, target, OVERLAY_NAMES[kind]);
  };

  return (
    <ConfirmActionDialog
      title={m.takeover.titles[kind]}
      close={close}
      load={accountLoad(id, query)}
      loadLabels={ACCOUNT_LOAD}
      refusal={refusal ? { message: refusal, severity: 'warning' } : null}
      action={{ pending: busy }}
      confirmLabel={m.actions.takeOver}
      canConfirm={!!target && !refusal}
      onConfirm={takeOver}
    >
      <DialogContentText sx={{ fontWeight: 500 }}>{m.takeover.question(name)}</DialogContentText>
      <DialogContentText sx={{ mt: 1 }}>{m.takeover.details(name)}</DialogContentText>
    </ConfirmActionDialog>
  );
}
