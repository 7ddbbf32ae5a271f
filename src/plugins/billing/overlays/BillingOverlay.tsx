// ?billing=true: the organization's plan at a glance from anywhere, and the way to the Billing page.
import { Button, DialogActions, DialogContent } from '@mui/material';
import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { OverlayDialog, type OverlayProps } from '@kernel/sdk';
import { CurrentPlanCard } from '../CurrentPlanCard';
import { messages } from '../messages';

export default function BillingOverlay({ close }: OverlayProps) {
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <OverlayDialog title={messages.overlay.billingTitle} onClose={() => close()}>
      <DialogContent>
        <CurrentPlanCard />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => navigate(`${basename}/billing`)}>{messages.actions.openBilling}</Button>
      </DialogActions>
    </OverlayDialog>
  );
}
