// ?premium=true: what premium gives (new conversations from the inbox, SMS) and whether the
// organization has it (its settings' premium flag, spec §3); without it, the way to a premium plan.
import { Alert, Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { OverlayDialog, useKernel, useOpenOverlay, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';

export default function PremiumOverlay({ close }: OverlayProps) {
  const { account, permissions } = useKernel();
  const open = useOpenOverlay();
  const premium = (account?.settings as Record<string, unknown> | undefined)?.premium === true;
  return (
    <OverlayDialog title={messages.premiumTitle} onClose={() => close()}>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{messages.premium.intro}</Typography>
        <Alert severity={premium ? 'success' : 'info'}>{premium ? messages.premium.have : messages.premium.needs}</Alert>
      </DialogContent>
      {!premium && permissions.canViewBilling && (
        <DialogActions>
          <Button variant="contained" onClick={() => open('upgrade', 'true', ['premium'])}>
            {messages.actions.seePlans}
          </Button>
        </DialogActions>
      )}
    </OverlayDialog>
  );
}
