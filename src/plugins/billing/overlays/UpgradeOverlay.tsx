// ?upgrade=true: the next plan up, to subscribe to. The inbox opens it with `redirect=selectNumber`
// when a new conversation needs premium (spec §4.3); closing removes both.
import { OverlayDialog, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { PlanOffer } from '../plans/PlanOffer';

export default function UpgradeOverlay({ close }: OverlayProps) {
  return (
    <OverlayDialog title={messages.upgradeTitle} onClose={() => close(['term', 'redirect'])} maxWidth="md">
      <PlanOffer />
    </OverlayDialog>
  );
}
