// ?planDetails=<planId>: one plan of the catalogue: price per term, what it includes, its usage
// tiers, and subscribe (who may manage billing; not on the live current plan).
import { Alert, DialogContent, Skeleton, Stack } from '@mui/material';
import { OverlayDialog, useKernel, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { PlanPricing } from '../plans/PlanPricing';
import { PlanSummary } from '../plans/PlanSummary';
import { SubscribeButton } from '../plans/SubscribeButton';
import { TermPicker, useTerm } from '../plans/TermPicker';
import { canSubscribe, planStatus } from '../rules';
import { useCurrentPlan, usePlan } from '../useBilling';

export default function PlanDetailsOverlay({ value, close }: OverlayProps) {
  const { permissions } = useKernel();
  const plan = usePlan(value);
  const current = useCurrentPlan();
  const [term, setTerm] = useTerm();
  const isCurrent = !!current.data && !canSubscribe(planStatus(current.data)) && current.data.productPlan?.id === value;
  return (
    <OverlayDialog title={plan.data?.name ?? messages.plans.title} onClose={() => close(['term'])} maxWidth="md">
      <DialogContent>
        {plan.isError ? (
          <Alert severity="error">{messages.plans.notFound}</Alert>
        ) : !plan.data ? (
          <Skeleton role="progressbar" variant="rectangular" height={200} aria-label={messages.plans.title} />
        ) : (
          <Stack spacing={2}>
            <div>
              <TermPicker term={term} onChange={setTerm} />
            </div>
            <PlanSummary
              plan={plan.data}
              term={term}
              current={isCurrent}
              actions={permissions.canManageBilling && !isCurrent ? <SubscribeButton planId={plan.data.id} term={term} /> : null}
            />
            <PlanPricing plan={plan.data} />
          </Stack>
        )}
      </DialogContent>
    </OverlayDialog>
  );
}
