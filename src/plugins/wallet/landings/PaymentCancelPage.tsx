// /app/paymentCancel: the user left the checkout; nothing was charged.
import { Typography } from '@mui/material';
import { messages } from '../messages';
import { LandingFrame } from './LandingFrame';

export default function PaymentCancelPage() {
  return (
    <LandingFrame title={messages.landings.cancelTitle}>
      <Typography>{messages.landings.cancelBody}</Typography>
    </LandingFrame>
  );
}
