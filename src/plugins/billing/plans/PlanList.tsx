// Every plan the organization may choose (allAvailablePlans, lowest first), for a term; each opens
// its details, and — for who may manage billing — subscribes, unless it is the live current plan.
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { useKernel, useOpenOverlay } from '@kernel/sdk';
import { messages } from '../messages';
import { canSubscribe, planStatus } from '../rules';
import { useCurrentPlan, usePlans } from '../useBilling';
import { PlanSummary } from './PlanSummary';
import { SubscribeButton } from './SubscribeButton';
import { TermPicker, useTerm } from './TermPicker';

export function PlanList({ from }: { from: string }) {
  const { permissions } = useKernel();
  const open = useOpenOverlay();
  const plans = usePlans();
  const current = useCurrentPlan();
  const [term, setTerm] = useTerm();
  if (plans.isError || current.isError) return <Alert severity="error">{messages.loadFailed}</Alert>;
  if (!plans.data || !current.data) return <Skeleton role="progressbar" variant="rectangular" height={160} aria-label={messages.plans.title} />;
  const status = planStatus(current.data);
  const live = !canSubscribe(status);
  if (plans.data.length === 0) return <Alert severity="info">{messages.plans.empty}</Alert>;
  return (
    <Stack spacing={2}>
      <div>
        <TermPicker term={term} onChange={setTerm} />
      </div>
      {plans.data.map((plan) => {
        const isCurrent = live && current.data.productPlan?.id === plan.id;
        return (
          <PlanSummary
            key={plan.id}
            plan={plan}
            term={term}
            current={isCurrent}
            actions={
              <>
                <Button onClick={() => open('planDetails', plan.id, [from])}>{messages.actions.details}</Button>
                {permissions.canManageBilling && !isCurrent && <SubscribeButton planId={plan.id} term={term} />}
              </>
            }
          />
        );
      })}
      <Alert severity="info">{messages.plans.checkoutHint}</Alert>
    </Stack>
  );
}
