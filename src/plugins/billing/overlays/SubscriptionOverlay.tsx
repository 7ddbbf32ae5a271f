// ?subscription=true: the organization's subscription (plan, status, period end), the payment
// portal, and the cancel flow (reason, details, confirmation) for who may manage billing.
import { Alert, DialogContent, Skeleton, Stack, Typography } from '@mui/material';
import { OverlayDialog, useKernel, type OverlayProps } from '@kernel/sdk';
import { CancelForm } from '../CancelForm';
import { statusLine } from '../CurrentPlanCard';
import { messages } from '../messages';
import { PortalButton } from '../PortalButton';
import { canCancel, planStatus } from '../rules';
import { useCurrentPlan } from '../useBilling';

export default function SubscriptionOverlay({ close }: OverlayProps) {
  const { permissions } = useKernel();
  const current = useCurrentPlan();
  const status = current.data ? planStatus(current.data) : 'none';
  return (
    <OverlayDialog title={messages.subscriptionTitle} onClose={() => close()}>
      <DialogContent>
        {current.isError ? (
          <Alert severity="error">{messages.loadFailed}</Alert>
        ) : !current.data ? (
          <Skeleton role="progressbar" variant="rectangular" height={160} aria-label={messages.subscriptionTitle} />
        ) : (
          <Stack spacing={2}>
            <div>
              <Typography variant="h6" component="p">
                {current.data.productPlan?.name ?? messages.plan.none} · {messages.plan.status[status]}
              </Typography>
              <Typography variant="body2">{statusLine(current.data, status)}</Typography>
            </div>
            {!permissions.canManageBilling ? (
              <Alert severity="info">{messages.plan.readOnly}</Alert>
            ) : (
              <>
                {status !== 'none' && (
                  <div>
                    <PortalButton />
                  </div>
                )}
                {canCancel(status) ? <CancelForm current={current.data} onDone={() => close()} /> : <Alert severity="info">{messages.cancel.nothing}</Alert>}
              </>
            )}
          </Stack>
        )}
      </DialogContent>
    </OverlayDialog>
  );
}
