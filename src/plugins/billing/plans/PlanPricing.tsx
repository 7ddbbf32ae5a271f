// A plan's usage prices: per usage key, its tiers (units counted in the period, price per unit).
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { USAGE_KEYS } from '../../../shared/billing/plans';
import { keyLabel, messages } from '../messages';
import { tierRange, unitPrice, type PlanView } from '../rules';

export function PlanPricing({ plan }: { plan: PlanView }) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {messages.plans.includes}
      </Typography>
      <Table size="small" aria-label={`${plan.name} ${messages.plans.includes}`}>
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>{messages.plans.tierHead.range}</TableCell>
            <TableCell align="right">{messages.plans.tierHead.price}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {USAGE_KEYS.flatMap((key) =>
            (plan.productItems[key]?.pricing ?? []).map((tier, i) => (
              <TableRow key={`${key}-${i}`}>
                <TableCell component={i === 0 ? 'th' : 'td'} scope="row">{i === 0 ? keyLabel(key) : ''}</TableCell>
                <TableCell>{tierRange(tier)}</TableCell>
                <TableCell align="right">{unitPrice(tier.unitPrice)}</TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
    </>
  );
}
