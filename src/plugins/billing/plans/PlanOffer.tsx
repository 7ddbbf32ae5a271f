// The plan offered to the organization (offeredPlan: the next one up; none at the top) with its
// prices and, for who may manage billing, subscribe. Shared by the upgrade and planOffered overlays.
import { Alert, DialogContent, Skeleton, Stack, Typography } from '@mui/material';
import { useKernel } from '@kernel/sdk';
import { messages } from '../messages';
import { useOfferedPlan } from '../useBilling';
import { PlanPricing } from './PlanPricing';
import { PlanSummary } from './PlanSummary';
import { SubscribeButton } from './SubscribeButton';
import { TermPicker, useTerm } from './TermPicker';

export function PlanOffer() {
  const { permissions } = useKernel();
  const offered = useOfferedPlan();
  const [term, setTerm] = useTerm();
  return (
    <DialogContent>
      {offered.isError ? (
        <Alert severity="error">{messages.loadFailed}</Alert>
      ) : offered.data === undefined ? (
        <Skeleton role="progressbar" variant="rectangular" height={160} aria-label={messages.offeredTitle} />
      ) : offered.data === null ? (
        <Alert severity="info">{messages.plans.topPlan}</Alert>
      ) : (
        <Stack spacing={2}>
          <Typography>{messages.offered(offered.data.name)}</Typography>
          <div>
            <TermPicker term={term} onChange={setTerm} />
          </div>
          <PlanSummary plan={offered.data} term={term} actions={permissions.canManageBilling ? <SubscribeButton planId={offered.data.id} term={term} label={messages.actions.upgrade} /> : null} />
          {!permissions.canManageBilling && <Alert severity="info">{messages.plan.readOnly}</Alert>}
          <PlanPricing plan={offered.data} />
        </Stack>
      )}
    </DialogContent>
  );
}
