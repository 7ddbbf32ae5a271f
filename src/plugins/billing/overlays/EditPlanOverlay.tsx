// ?editPlan=true: change the organization's plan: the plans with its own marked current.
import { DialogContent } from '@mui/material';
import { OverlayDialog, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { PlanList } from '../plans/PlanList';

export default function EditPlanOverlay({ close }: OverlayProps) {
  return (
    <OverlayDialog title={messages.plans.editTitle} onClose={() => close(['term'])} maxWidth="md">
      <DialogContent>
        <PlanList from="editPlan" />
      </DialogContent>
    </OverlayDialog>
  );
}
