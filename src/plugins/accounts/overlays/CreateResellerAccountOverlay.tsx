// ?createResellerAccount=<partner id | true>: a new reseller under that partner ('true' = the viewed
// partner; a super admin at home creates under their own partner).
import { DialogContentText } from '@mui/material';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { OverlayDialog, OverlayError, type OverlayProps, useKernel } from '@kernel/sdk';
import { createBody, resellerParentPartner, type CreateValues } from '../createRules';
import { messages } from '../messages';
import { AccountCreateForm } from './AccountCreateForm';

export default function CreateResellerAccountOverlay({ value, close }: OverlayProps) {
  const { account } = useKernel();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const partnerId = resellerParentPartner(value, account);

  const onSubmit = async (values: CreateValues) => {
    await dataProvider.create('resellers', { data: { ...createBody('reseller', values), partnerId } });
    notify(messages.create.created.reseller, { type: 'success' });
    refresh();
    close();
  };

  const partnerName = account?.accountType === 'partner' && account.id === partnerId ? account.accountName : null;

  return (
    <OverlayDialog title={messages.titles.createResellerAccount} onClose={() => close()}>
      {partnerId === null ? (
        <OverlayError error={null} fallback={messages.create.noPartner} />
      ) : (
        <AccountCreateForm
          kind="reseller"
          intro={partnerName ? <DialogContentText sx={{ mb: 2 }}>{`${messages.fields.partner}: ${partnerName}`}</DialogContentText> : null}
          submitLabel={messages.actions.create}
          onSubmit={onSubmit}
          onCancel={() => close()}
        />
      )}
    </OverlayDialog>
  );
}
