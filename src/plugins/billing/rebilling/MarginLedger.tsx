// The margin ledger (a reseller's clients per UTC day: platform cost, reseller price, client price,
// margin, unpaid), paged on the server, with its date range and client in the URL and a CSV export (a one-use
// ticket link made on click).
import { useState, type FormEvent } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Paper, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, Title, useBasename, useDataProvider, useNotify, type DataProvider } from 'react-admin';
import { followLink } from '../../../adapters/download';
import { useSearchParams } from 'react-router-dom';
import { formatUsd } from '../../../shared/money';
import { CLIENTS, type RebillingActions } from './api';
import { messages } from './messages';
import { LEDGER_AMOUNTS, ledgerRange, type LedgerAmounts } from './rules';

const PER_PAGE = 25;
const HEADS: Record<(typeof LEDGER_AMOUNTS)[number], string> = {
  platformCostUsd: messages.columns.platformCost,
  resellerPriceUsd: messages.columns.resellerPrice,
  clientPriceUsd: messages.columns.clientPrice,
  marginUsd: messages.columns.margin,
  unpaidUsd: messages.columns.unpaid,
};

function Amounts({ row }: { row: LedgerAmounts }) {
  return LEDGER_AMOUNTS.map((k) => (
    <TableCell key={k} align="right" data-column={k}>
      {formatUsd(row[k])}
    </TableCell>
  ));
}

export default function MarginLedger() {
  const dp = useDataProvider<DataProvider & RebillingActions>();
  const base = useBasename();
  const [params, setParams] = useSearchParams();
  const { from, to } = ledgerRange(params);
  const accountId = Number(params.get('accountId')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState({ from, to });
  const query = { from, to, accountId, page, perPage: PER_PAGE };
  const ledger = useQuery({ queryKey: ['rebilling', 'ledger', query], queryFn: async () => (await dp.marginLedger(CLIENTS, query)).data });
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  // the link is made on click with a one-use ticket (never the session token), then followed at once
  const exportCsv = async () => {
    setExporting(true);
    try {
      followLink((await dp.marginLedgerExportUrl(CLIENTS, { from, to, accountId })).data, `margin-ledger-${from}-${to}.csv`);
    } catch (error) {
      // spec 2 §8: a download failure is logged; the user also hears of it
      console.error(error);
      notify((error as Error).message, { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams(params);
    next.set('from', draft.from);
    next.set('to', draft.to);
    next.delete('page');
    setParams(next);
  };
  const goTo = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <Title title={messages.ledgerTitle} />
      <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={1} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          {messages.ledgerTitle}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={Link} to={`${base}/resellerClients`} size="small">
            {messages.actions.back}
          </Button>
          <Button onClick={() => void exportCsv()} disabled={exporting} startIcon={<DownloadIcon />} size="small">
            {messages.actions.export}
          </Button>
        </Stack>
      </Stack>
      <Stack component="form" onSubmit={apply} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }} aria-label={messages.ledgerTitle}>
        <TextField type="date" size="small" label={messages.fields.from} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" size="small" label={messages.fields.to} value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <Button type="submit" variant="outlined">
          {messages.actions.apply}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {messages.hints.resellerPrice}
      </Typography>
      {ledger.isPending ? (
        <Skeleton variant="rectangular" height={160} aria-label={messages.ledgerTitle} role="progressbar" />
      ) : ledger.error ? (
        <Alert severity="error">{ledger.error instanceof Error && ledger.error.message ? ledger.error.message : messages.ledgerFailed}</Alert>
      ) : ledger.data.rows.length === 0 ? (
        <Alert severity="info">{messages.ledgerEmpty}</Alert>
      ) : (
        <Paper>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={messages.ledgerTitle}>
              <TableHead>
                <TableRow>
                  <TableCell>{messages.columns.day}</TableCell>
                  <TableCell>{messages.columns.client}</TableCell>
                  {LEDGER_AMOUNTS.map((k) => (
                    <TableCell key={k} align="right">
                      {HEADS[k]}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {ledger.data.rows.map((row) => (
                  <TableRow key={row.id} data-testid="ledger-row">
                    <TableCell>{row.day}</TableCell>
                    <TableCell>{row.accountName}</TableCell>
                    <Amounts row={row} />
                  </TableRow>
                ))}
                <TableRow data-testid="ledger-totals" sx={{ '& td': { fontWeight: 600 } }}>
                  <TableCell colSpan={2}>{messages.columns.total}</TableCell>
                  <Amounts row={ledger.data.totals} />
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={ledger.data.total}
            page={page - 1}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[PER_PAGE]}
            onPageChange={(_e, p) => goTo(p + 1)}
          />
        </Paper>
      )}
    </Box>
  );
}
