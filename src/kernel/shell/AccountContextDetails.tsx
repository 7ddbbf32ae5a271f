// AccountContextBar's content, a chunk of its own: an account's own pages (an owner's home) show no
// bar, so Breadcrumbs need not be in the signed-in app's first script.
import { Alert, Breadcrumbs, Button, Link, Typography } from '@mui/material';
import { useKernel } from '../KernelContext';
import { accountLabel, displayName } from '../account';
import { SHELL_MESSAGES as M } from './shellMessages';
import { navigateApp } from '../appLocation';
import { reportAuditEvent } from '../auditEvents';
import { TOKENS } from '../tokens';
import { useService } from '../useContributions';
import { APP_ROOT } from '../constants';
import { formatAppPath, type AppPath } from '../navigation';
import { segmentName } from './AccountContextBar';

export default function AccountContextDetails({ path, actingOnOther }: { path: AppPath; actingOnOther: boolean }) {
  const { account, user } = useKernel();
  const http = useService(TOKENS.HttpClient);

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
