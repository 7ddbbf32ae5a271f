// The read-only card of an account summary (info overlays). Values are rendered as text only.
import { Box, Typography } from '@mui/material';
import { messages } from '../messages';
import type { AccountSummary } from '../rules';
import { accountKind, accountStatus, formatCount, formatDay, formatHierarchy, formatPlan, kindLabel } from '../summaryFormat';

const { fields, info } = messages;
const yesNo = (value: boolean | undefined) => (value === undefined ? '' : value ? messages.filters.yes : messages.filters.no);

type Row = [label: string, value: string | null | undefined];

function rowsOf(account: AccountSummary): Row[] {
  const kind = accountKind(account);
  const status = messages.status[accountStatus(account)];
  const rows: Row[] = [
    [fields.type, kindLabel(account)],
    [fields.hierarchy, formatHierarchy(account)],
    [fields.id, String(account.id)],
    [fields.username, account.username],
    [kind === 'organization' ? fields.owner : fields.contactName, account.name],
    [fields.email, account.email],
    [fields.phoneNumber, account.phoneNumber],
    [fields.created, formatDay(account.timestamp)],
    [fields.status, account.enabled === false && account.disabledReason ? `${status}: ${account.disabledReason}` : status],
  ];
  if (kind === 'organization') {
    rows.push(
      [fields.plan, formatPlan(account)],
      [fields.subscribed, yesNo(account.subscribed)],
      [fields.canceled, account.canceled ? [yesNo(true), formatDay(account.canceledAt)].filter(Boolean).join(', ') : yesNo(account.canceled)],
      [fields.onboardingComplete, yesNo(account.onboardingComplete)],
      [fields.voiceMinutes, formatCount(account.voiceMinutes)],
      [fields.messageCount, formatCount(account.messageCount)],
      [fields.billingId, account.billingId],
      [fields.billingSubscriptionId, account.billingSubscriptionId],
    );
  }
  if (kind === 'organization' || kind === 'agent') {
    rows.push([fields.externalAccountId, account.externalAccountId], [fields.externalBillingId, account.externalBillingId]);
  }
  return rows;
}

export function AccountInfoCard({ account }: { account: AccountSummary }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, auto) 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}
    >
      {rowsOf(account).map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value || info.none}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
