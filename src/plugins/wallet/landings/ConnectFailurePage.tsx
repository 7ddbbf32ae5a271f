// /app/stripePayoutConnectFailure: the payout provider's onboarding did not finish.
import { Alert } from '@mui/material';
import { messages } from '../messages';
import { LandingFrame } from './LandingFrame';

export default function ConnectFailurePage() {
  return (
    <LandingFrame title={messages.landings.connectFailureTitle}>
      <Alert severity="warning">{messages.landings.connectFailureBody}</Alert>
    </LandingFrame>
  );
}
