// The frame of the four info overlays (?orgInfo=<id>, resellerInfo, partnerInfo, agentInfo): loads
// the account (the accounts provider's getAccountInfo), checks it is of the overlay's kind, shows the card and the
// buttons that swap to the matching admin/takeover overlays the current view may open.
import type { ReactNode } from 'react';
import { Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure, OverlayDialog, OverlayError, OverlayLoading, type OverlayProps, useOpenOverlay } from '@kernel/sdk';
import type { AccountsAccessName } from '../accountsAccess';
import { useAccountReads } from '../accountActions';
import { messages } from '../messages';
import type { AccountSummary } from '../rules';
import { accountIdParam, accountKind, accountTitle, type AccountKind } from '../summaryFormat';
import { useAccountsAccess } from '../useAccountsAccess';
import { AccountInfoCard } from './AccountInfoCard';

export interface InfoAction {
  overlay: AccountsAccessName;
  /** the text, or a react-admin message key (ra.action.delete) */
  label: string;
  /** default: the account's id */
  value?: (account: AccountSummary) => string;
}

interface AccountInfoOverlayProps extends OverlayProps {
  /** the overlay's own name, removed when a button opens another overlay */
  name: string;
  kind: Exclude<AccountKind, 'member'>;
  title: string;
  actions: readonly InfoAction[];
  /** extra buttons (e.g. opening an agent) */
  extra?: (account: AccountSummary) => ReactNode;
}

export function useAccountInfo(id: number | null) {
  const dataProvider = useAccountReads();
  return useQuery({
    queryKey: ['accounts', 'info', id],
    queryFn: async ({ signal }) => (await dataProvider.getAccountInfo('organizations', { id: id as number, signal })).data,
    enabled: id !== null,
    retry: false,
  });
}

export function AccountInfoOverlay({ value, close, name, kind, title, actions, extra }: AccountInfoOverlayProps) {
  const id = accountIdParam(value);
  const { data: account, isPending, error } = useAccountInfo(id);
  const open = useOpenOverlay();
  const can = useAccountsAccess();
  const translate = useTranslate();
  const wrongKind = account && accountKind(account) !== kind;

  let body: ReactNode;
  if (id === null) body = <OverlayError error={null} fallback={messages.info.badId} />;
  else if (isPending) body = <OverlayLoading label={messages.info.loading} />;
  else if (error || !account) body = <LoadFailure error={error} fallback={messages.info.failed} name={messages.account} />;
  else if (wrongKind) {
    body = <OverlayError error={null} fallback={messages.info.wrongKind(messages.kinds[kind], messages.kinds[accountKind(account)])} />;
  } else {
    body = (
      <DialogContent dividers>
        <Typography variant="h6" component="p" sx={{ mb: 2 }}>
          {accountTitle(account)}
        </Typography>
        <AccountInfoCard account={account} />
      </DialogContent>
    );
  }
  const ready = account && !wrongKind ? account : null;

  return (
    <OverlayDialog title={title} onClose={() => close()}>
      {body}
      <DialogActions>
        {ready && extra?.(ready)}
        {ready &&
          actions
            .filter((action) => can(action.overlay))
            .map((action) => (
              <Button key={action.overlay} onClick={() => open(action.overlay, action.value?.(ready) ?? String(ready.id), [name])}>
                {translate(action.label, { _: action.label })}
              </Button>
            ))}
        <Button onClick={() => close()}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </OverlayDialog>
  );
}
