// A page of ledger movements (transactions, referral rewards): date, a chip of its kind, memo and
// signed amount; server-paginated (Newer / Older); loading, empty and error states.
import { Alert, Box, Button, Chip, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Movement, MovementPage } from './api';
import { messages } from './messages';
import { kindLabel, signedUsd } from './rules';
import { formatDateTime } from '@kernel/sdk';

interface Props {
  label: string;
  query: { data?: MovementPage; isPending: boolean; isError: boolean; refetch: () => unknown };
  page: number;
  onPage: (page: number) => void;
  empty: string;
  failed: string;
}

const when = (iso: string) => formatDateTime(iso);

function Row({ m }: { m: Movement }) {
  const negative = m.amountUsd.startsWith('-');
  return (
    <TableRow data-testid="wallet-movement">
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(m.createdAt)}</TableCell>
      <TableCell>
        <Chip size="small" label={kindLabel(m.kind)} color={negative ? 'default' : 'success'} variant="outlined" />
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{m.memo}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {signedUsd(m.amountUsd)}
      </TableCell>
    </TableRow>
  );
}

export function MovementsTable({ label, query, page, onPage, empty, failed }: Props) {
  if (query.isPending) {
    return (
      <Stack spacing={1} role="progressbar" aria-label={label}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="text" height={32} />
        ))}
      </Stack>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>{messages.actions.retry}</Button>}>
        {failed}
      </Alert>
    );
  }
  const { items, hasMore } = query.data;
  if (!items.length && page === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{messages.columns.date}</TableCell>
              <TableCell>{messages.columns.kind}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{messages.columns.memo}</TableCell>
              <TableCell align="right">{messages.columns.amount}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((m) => (
              <Row key={m.id} m={m} />
            ))}
          </TableBody>
        </Table>
      </Box>
      {(page > 0 || hasMore) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
          <Button size="small" disabled={page === 0} onClick={() => onPage(page - 1)}>
            {messages.actions.newer}
          </Button>
          <Typography variant="body2">{messages.page(page)}</Typography>
          <Button size="small" disabled={!hasMore} onClick={() => onPage(page + 1)}>
            {messages.actions.older}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
