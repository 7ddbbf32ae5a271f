// "Manage payment details": the payment provider's customer portal (getBillingCustomerPortalLink),
// returning to this page. Demo payments answers with the console's own billing page.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { Button } from '@mui/material';
import { errorMessage } from '@kernel/sdk';
import { leaveTo } from './leave';
import { messages } from './messages';
import { useBillingApi } from './useBilling';

export function PortalButton() {
  const api = useBillingApi();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const open = async () => {
    setPending(true);
    try {
      leaveTo((await api.portalLink(window.location.href)).url);
    } catch (error) {
      notify(errorMessage(error, messages.portal.failed), { type: 'error' });
      setPending(false);
    }
  };
  return (
    <Button variant="outlined" disabled={pending} onClick={() => void open()}>
      {pending ? messages.actions.opening : messages.actions.portal}
    </Button>
  );
}
