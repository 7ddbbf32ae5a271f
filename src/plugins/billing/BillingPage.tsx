// The Billing page (menu "Billing", an organization in view, canViewBilling): the current plan, usage
// per key, spend controls and invoices. What changes money shows only with canManageBilling; the
// server refuses the rest anyway (spec §6: admins never manage billing).
import { Box, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { CurrentPlanCard } from './CurrentPlanCard';
import { InvoicesCard } from './InvoicesCard';
import { messages } from './messages';
import { SpendControlsCard } from './SpendControlsCard';
import { UsageCard } from './UsageCard';

export default function BillingPage() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <Title title={messages.title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {messages.title}
      </Typography>
      <Stack spacing={2}>
        <CurrentPlanCard />
        <UsageCard />
        <SpendControlsCard />
        <InvoicesCard />
      </Stack>
    </Box>
  );
}
