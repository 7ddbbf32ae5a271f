// The organization's plan: name, term and price, status with the period's end, and — for who may
// manage billing — choose or change the plan, upgrade, cancel, and the payment portal.
import { Alert, Button, Card, CardActions, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useKernel, useOpenOverlay } from '@kernel/sdk';
import { messages } from './messages';
import { PortalButton } from './PortalButton';
import { canCancel, canSubscribe, planPrice, planStatus, shortDate, type CurrentPlan, type PlanStatus } from './rules';
import { useCurrentPlan } from './useBilling';

const COLOR: Record<PlanStatus, 'success' | 'warning' | 'error' | 'default'> = { active: 'success', canceling: 'warning', pastDue: 'error', ended: 'default', none: 'default' };

export function statusLine(current: CurrentPlan, status: PlanStatus): string {
  const end = shortDate(current.subscription?.currentPeriodEnd);
  if (status === 'active') return messages.plan.renews(end);
  if (status === 'canceling') return messages.plan.endsOn(end);
  if (status === 'pastDue') return messages.plan.pastDue(end);
  if (status === 'ended') return messages.plan.ended(end);
  return messages.plan.noneHint;
}

export function CurrentPlanCard() {
  const { permissions } = useKernel();
  const open = useOpenOverlay();
  const current = useCurrentPlan();
  if (current.isError) return <Alert severity="error">{messages.loadFailed}</Alert>;
  if (!current.data) return <Skeleton role="progressbar" variant="rectangular" height={140} aria-label={messages.plan.title} />;
  const status = planStatus(current.data);
  const plan = canSubscribe(status) && status !== 'canceling' ? null : current.data.productPlan;
  const term = current.data.subscription?.term ?? current.data.term ?? 'month';
  return (
    <Card component="section" aria-label={messages.plan.title} data-testid="current-plan">
      <CardContent>
        <Typography variant="overline" component="h2">
          {messages.plan.title}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="h5" component="p">
            {plan?.name ?? messages.plan.none}
          </Typography>
          <Chip size="small" color={COLOR[status]} label={messages.plan.status[status]} />
          {plan?.premium && <Chip size="small" variant="outlined" label={messages.plan.premium} />}
          {plan?.smsEnabled && <Chip size="small" variant="outlined" label={messages.plan.sms} />}
        </Stack>
        {plan && (
          <Typography color="text.secondary">
            {planPrice(plan, term)} {messages.perTerm[term]} · {messages.terms[term]}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {statusLine(current.data, status)}
        </Typography>
        {!permissions.canManageBilling && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {messages.plan.readOnly}
          </Typography>
        )}
      </CardContent>
      {permissions.canManageBilling && (
        <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          {canSubscribe(status) ? (
            <Button variant="contained" onClick={() => open('selectPlan')}>
              {messages.actions.choose}
            </Button>
          ) : (
            <>
              <Button variant="contained" onClick={() => open('upgrade')}>
                {messages.actions.upgrade}
              </Button>
              <Button variant="outlined" onClick={() => open('editPlan')}>
                {messages.actions.change}
              </Button>
            </>
          )}
          {canCancel(status) && (
            <Button color="error" onClick={() => open('subscription')}>
              {messages.actions.cancel}
            </Button>
          )}
          {status !== 'none' && <PortalButton />}
        </CardActions>
      )}
    </Card>
  );
}
