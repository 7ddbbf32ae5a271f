// ?planOffered=true: the plan offered to the organization (offeredPlan), to subscribe to.
import { OverlayDialog, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { PlanOffer } from '../plans/PlanOffer';

export default function PlanOfferedOverlay({ close }: OverlayProps) {
  return (
    <OverlayDialog title={messages.offeredTitle} onClose={() => close(['term'])} maxWidth="md">
      <PlanOffer />
    </OverlayDialog>
  );
}
