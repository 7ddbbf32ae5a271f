// Payout requests as a list of rows that wrap on narrow screens: when, method, to whom, amount,
// status (and the note), plus the operator's buttons in the queue. Text only: addresses and notes
// are what people typed.
import type { ReactNode } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import type { Payout } from './api';
import { payoutMessages as m } from './messages';
import { amountLabel } from './rules';
import { formatDateTime } from '@kernel/sdk';

const STATUS_COLOR = { pending: 'warning', completed: 'success', rejected: 'default' } as const;

export function PayoutList({ payouts, label, showAccount, actions }: { payouts: Payout[]; label: string; showAccount?: boolean; actions?: (p: Payout) => ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ p: 0, m: 0 }}>
      {payouts.map((p) => (
        <Box component="li" key={p.id} data-testid="payout-row" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {`${amountLabel(p.amountUsd)} · ${m.methods[p.method] ?? p.method} · ${p.address}`}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
              {[showAccount && p.accountName, `${m.columns.date} ${formatDateTime(p.createdAt)}`, p.note && `${m.columns.note}: ${p.note}`].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          <Chip size="small" label={m.status[p.status] ?? p.status} color={STATUS_COLOR[p.status] ?? 'default'} />
          {actions?.(p)}
        </Box>
      ))}
    </Box>
  );
}
