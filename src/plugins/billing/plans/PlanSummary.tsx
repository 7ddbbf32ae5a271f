// One plan in a list or dialog: name, price for the chosen term, what it includes, and its actions
// (details; subscribe for who may manage billing; "Current plan" on the organization's own).
import type { ReactNode } from 'react';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { Term } from '../../../shared/billing/plans';
import { messages } from '../messages';
import { planPrice, type PlanView } from '../rules';

export function PlanSummary({ plan, term, current, actions }: { plan: PlanView; term: Term; current?: boolean; actions?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`plan-${plan.id}`} aria-label={plan.name} component="section">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} justifyContent="space-between">
        <Box>
          <Typography variant="h6" component="h3">
            {plan.name}
          </Typography>
          <Typography>
            <Box component="span" sx={{ fontSize: 20, fontWeight: 600 }}>{planPrice(plan, term)}</Box> {messages.perTerm[term]}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
            {current && <Chip size="small" color="primary" label={messages.plans.current} />}
            {plan.premium && <Chip size="small" variant="outlined" label={messages.plans.premium} />}
            {plan.smsEnabled && <Chip size="small" variant="outlined" label={messages.plans.sms} />}
          </Stack>
        </Box>
        {actions && (
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {actions}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
