// ?selectPlan=true: every plan the organization may choose, monthly or yearly, each with its
// details and subscribe.
import { DialogContent } from '@mui/material';
import { OverlayDialog, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { PlanList } from '../plans/PlanList';

export default function SelectPlanOverlay({ close }: OverlayProps) {
  return (
    <OverlayDialog title={messages.plans.selectTitle} onClose={() => close(['term'])} maxWidth="md">
      <DialogContent>
        <PlanList from="selectPlan" />
      </DialogContent>
    </OverlayDialog>
  );
}
