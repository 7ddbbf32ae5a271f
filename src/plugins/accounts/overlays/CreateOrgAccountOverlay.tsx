// ?createOrgAccount=<reseller id | true>: a new organization under that reseller ('true' = the viewed
// reseller, or the viewed org's reseller; from a partner's view the form asks which reseller).
import { DialogContentText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import { OverlayDialog, OverlayError, OverlayLoading, type OverlayProps, useKernel } from '@kernel/sdk';
import { useAccountReads, useAccountsProvider } from '../accountActions';
import { createBody, orgParentReseller, type CreateValues } from '../createRules';
import { messages } from '../messages';
import { accountKind, accountTitle } from '../summaryFormat';
import { AccountCreateForm } from './AccountCreateForm';
import { useAccountInfo } from './AccountInfoOverlay';

export default function CreateOrgAccountOverlay({ value, close }: OverlayProps) {
  const { account } = useKernel();
  const dataProvider = useAccountsProvider();
  const reads = useAccountReads();
  const notify = useNotify();
  const refresh = useRefresh();
  const parent = orgParentReseller(value, account);
  const reseller = useAccountInfo(parent);
  const choices = useQuery({
    queryKey: ['accounts', 'resellerChoices'],
    queryFn: async ({ signal }) => (await reads.listResellerChoices('organizations', { signal })).data,
    enabled: parent === null,
    retry: false,
  });

  const onSubmit = async (values: CreateValues) => {
    const resellerId = parent ?? Number(values.resellerId);
    await dataProvider.create('organizations', { data: { ...createBody('organization', values), resellerId } });
    notify(messages.create.created.organization, { type: 'success' });
    refresh();
    close();
  };

  const pending = parent === null ? choices.isPending : reseller.isPending;
  const error = parent === null ? choices.error : reseller.error;
  const noReseller = parent === null && choices.data?.length === 0;
  const notReseller = parent !== null && reseller.data && accountKind(reseller.data) !== 'reseller';

  return (
    <OverlayDialog title={messages.titles.createOrgAccount} onClose={() => close()}>
      {pending ? (
        <OverlayLoading />
      ) : error ? (
        <OverlayError error={error} fallback={parent === null ? messages.create.resellersFailed : messages.info.failed} />
      ) : noReseller ? (
        <OverlayError error={null} fallback={messages.create.noReseller} />
      ) : notReseller ? (
        <OverlayError
          error={null}
          fallback={messages.info.wrongKind(messages.kinds.reseller, messages.kinds[accountKind(reseller.data!)])}
        />
      ) : (
        <AccountCreateForm
          kind="organization"
          resellerChoices={parent === null ? choices.data?.map((r) => ({ id: r.id, name: accountTitle(r) })) : undefined}
          intro={
            <DialogContentText sx={{ mb: 2 }}>
              {parent === null ? messages.create.pickReseller : `${messages.fields.reseller}: ${accountTitle(reseller.data)}`}
            </DialogContentText>
          }
          submitLabel={messages.actions.create}
          onSubmit={onSubmit}
          onCancel={() => close()}
        />
      )}
    </OverlayDialog>
  );
}
