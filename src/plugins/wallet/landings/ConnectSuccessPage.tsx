// /app/stripePayoutConnectSuccess: back from the payout provider's onboarding, connected.
import { Alert } from '@mui/material';
import { messages } from '../messages';
import { LandingFrame } from './LandingFrame';

export default function ConnectSuccessPage() {
  return (
    <LandingFrame title={messages.landings.connectSuccessTitle}>
      <Alert severity="success">{messages.landings.connectSuccessBody}</Alert>
    </LandingFrame>
  );
}
