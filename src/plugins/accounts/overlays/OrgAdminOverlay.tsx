// ?orgAdmin=<org id | true>: administer an organization: its name and ids (plan and billing for
// partner-level views), links to its members, agent accounts and a takeover, and a danger zone
// (canDeleteOrg) that opens deleteOrganization.
import { Button, DialogContent, Stack, Typography } from '@mui/material';
import {
  navigateApp,
  OverlayDialog,
  OverlayError,
  type OverlayProps,
  pathToAccount,
  useKernel,
  useOpenOverlay,
} from '@kernel/sdk';
import { allowed } from '../accountsAccess';
import { messages as m } from '../messages';
import { toOrgValues } from '../adminFormRules';
import { accountLabel, isActingOn, isOrganization, orgIdFrom } from '../adminRules';
import { AdminDangerZone } from './AdminDangerZone';
import { AdminOrgForm } from './AdminOrgForm';
import { accountLoadState, useAdminAccount, useAdminSummary } from './useAdminQueries';

export default function OrgAdminOverlay({ value, close }: OverlayProps) {
  const { permissions, user, account: viewed, reloadView } = useKernel();
  const open = useOpenOverlay();
  const orgId = orgIdFrom(value, viewed);
  const partnerFields = permissions.canSeePartnerControls;
  const org = useAdminAccount(orgId);
  const summary = useAdminSummary(orgId, partnerFields);
  const name = accountLabel(org.data);
  const title = org.data ? m.orgAdmin.title(name) : m.orgAdmin.titleLoading;

  const ownOrg = !!user && orgId != null && (user.id === orgId || user.organizationId === orgId);
  const viewingIt = !!viewed && viewed.id === orgId;
  const canTakeOver = allowed('orgTakeover', permissions, { account: viewed, user }) && !ownOrg && !viewingIt;

  // the summary carries plan and billing: wait for it too (without it, when the search is unavailable,
  // those start empty and are only sent when typed in)
  const loading = { isPending: org.isPending || (partnerFields && summary.isPending && !summary.error), error: org.error, data: org.data };
  const target = org.data;
  const body =
    accountLoadState(orgId, loading) ??
    (target && isOrganization(target) ? (
      <>
        <AdminOrgForm
          key={target.id}
          orgId={target.id}
          initial={toOrgValues({ ...(summary.data ?? {}), ...target })}
          partnerFields={partnerFields}
          onCancel={() => close()}
          onSaved={isActingOn(viewed, target.id) ? reloadView : undefined}
        />
        <DialogContent>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {m.orgAdmin.links}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {permissions.canManageUsers ? (
            <Button variant="outlined" onClick={() => open('members', target.id, ['orgAdmin'])}>
              {m.actions.members}
            </Button>
          ) : null}
          <Button variant="outlined" onClick={() => navigateApp(pathToAccount(user ?? target, target, ['agentAccounts']))}>
            {m.actions.agentAccounts}
          </Button>
          {canTakeOver ? (
            <Button variant="outlined" onClick={() => open('orgTakeover', target.id, ['orgAdmin'])}>
              {m.actions.takeOver}
            </Button>
          ) : null}
        </Stack>
        {permissions.canDeleteOrg ? (
          <AdminDangerZone
            title={m.orgAdmin.dangerZone}
            details={m.orgAdmin.dangerDetails}
            actionLabel={m.actions.deleteOrganization}
            onAction={() => open('deleteOrganization', target.id, ['orgAdmin'])}
          />
        ) : null}
        </DialogContent>
      </>
    ) : (
      <OverlayError error={null} fallback={m.orgAdmin.notOrg} />
    ));

  return (
    <OverlayDialog title={title} onClose={() => close()}>
      {body}
    </OverlayDialog>
  );
}
