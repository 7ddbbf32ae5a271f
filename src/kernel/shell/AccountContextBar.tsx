// Above every page of a viewed account: the breadcrumb of /app/partner/:id/reseller/:id/org/:id/agent/:id
// (spec 2.1) and, when calls act on an account that is not the user's own (a takeover), a banner that
// says so with a one-click way back.
import { lazy, Suspense } from 'react';
import { useKernel } from '../KernelContext';
import { accountLabel, type Account } from '../account';
import { parseAppPath, type AccountSegmentType } from '../navigation';

// the bar's content (Alert, Breadcrumbs) loads only when there is a bar to show
const AccountContextDetails = lazy(() => import('./AccountContextDetails'));

const SEGMENT_LABELS: Record<AccountSegmentType, string> = { partner: 'Partner', reseller: 'Reseller', org: 'Organization', agent: 'Agent' };

/** The name the viewed account's details give each ancestor segment; the last one is the account itself. */
export function segmentName(type: AccountSegmentType, id: number | null, account: Account | null): string {
  const details = (account?.details ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  if (account && id === account.id) return accountLabel(account) || `${SEGMENT_LABELS[type]} ${id}`;
  const byType = { partner: details.partnerName, reseller: details.resellerName, org: details.orgName, agent: null }[type];
  return text(byType) ?? `${SEGMENT_LABELS[type]} ${id ?? ''}`.trim();
}

export function AccountContextBar() {
  const { account, user } = useKernel();
  const path = parseAppPath(window.location.pathname);
  const actingOnOther = !!account && !!user && account.id !== user.id;
  if (!path.accounts.length && !actingOnOther) return null;
  return (
    <Suspense fallback={null}>
      <AccountContextDetails path={path} actingOnOther={actingOnOther} />
    </Suspense>
  );
}
