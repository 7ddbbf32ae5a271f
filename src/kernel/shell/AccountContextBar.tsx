// Above every page of a viewed account: the breadcrumb of /app/partner/:id/reseller/:id/org/:id/agent/:id
// (spec 2.1) and, when calls act on an account that is not the user's own (a takeover), a banner that
// says so with a one-click way back.
import { Alert, Breadcrumbs, Button, Link, Typography } from '@mui/material';
import { useKernel } from '../KernelContext';
import { accountLabel, displayName, type Account } from '../account';
import { SHELL_MESSAGES as M } from './shellMessages';
import { navigateApp } from '../appLocation';
import { reportAuditEvent } from '../auditEvents';
import { TOKENS } from '../tokens';
import { useService } from '../useContributions';
import { APP_ROOT } from '../constants';
import { formatAppPath, parseAppPath, type AccountSegmentType } from '../navigation';

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
  const http = useService(TOKENS.HttpClient);
  const path = parseAppPath(window.location.pathname);
  const actingOnOther = !!account && !!user && account.id !== user.id;
  if (!path.accounts.length && !actingOnOther) return null;

  const goBack = () => {
    if (account) void reportAuditEvent(http, 'takeover.ended', { name: accountLabel(account) });
    navigateApp(APP_ROOT);
  };

  return (
    <>
      {actingOnOther && (
        <Alert
          severity="warning"
          role="status"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={goBack}>
              {M.returnToAccount}
            </Button>
          }
        >
          {M.actingOn} <strong>{accountLabel(account)}</strong>
          {M.actingOnDetail}
        </Alert>
      )}
      {path.accounts.length > 0 && (
        <Breadcrumbs aria-label={M.account} sx={{ mt: 1 }}>
          <Link component="button" underline="hover" color="inherit" onClick={() => navigateApp(APP_ROOT)}>
            {displayName(user) || M.myAccount}
          </Link>
          {path.accounts.map((segment, i) => {
            const name = segmentName(segment.type, segment.id, account);
            const last = i === path.accounts.length - 1;
            if (last) {
              return (
                <Typography key={i} color="text.primary" aria-current="page">
                  {name}
                </Typography>
              );
            }
            const to = formatAppPath({ accounts: path.accounts.slice(0, i + 1), rest: [] });
            return (
              <Link key={i} component="button" underline="hover" color="inherit" onClick={() => navigateApp(to)}>
                {name}
              </Link>
            );
          })}
        </Breadcrumbs>
      )}
    </>
  );
}
