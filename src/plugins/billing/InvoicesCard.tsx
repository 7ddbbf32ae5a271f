// The organization's invoices (one per billing period, newest first, paged by the server), each
// with its period, status, total and a PDF made in the browser on demand: the PDF renderer is
// fetched with the first click, never with the page.
import { useState } from 'react';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Alert, Button, Card, CardContent, Chip, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useKernel } from '@kernel/sdk';
import { saveFile } from '../../adapters/download';
import type { InvoiceSummary } from '../../shared/billing/invoice';
import { messages } from './messages';
import { invoiceFilename, periodText } from './rules';
import { useBillingApi, useInvoices } from './useBilling';

const m = messages.invoices;

function PdfButton({ invoice }: { invoice: InvoiceSummary }) {
  const api = useBillingApi();
  const { brand } = useKernel();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      const [full, { renderInvoice }] = await Promise.all([api.invoice(invoice.id), import('./invoice/renderInvoice')]);
      saveFile(await renderInvoice(full, brand.name), invoiceFilename(full), 'application/pdf');
      setState('idle');
    } catch (error) {
      console.warn('[billing] the invoice PDF could not be made', error);
      setState('failed');
    }
  };
  return (
    <Button
      size="small"
      startIcon={<PictureAsPdfIcon />}
      disabled={state === 'busy'}
      color={state === 'failed' ? 'error' : 'primary'}
      aria-label={m.pdfOf(invoice.number)}
      onClick={() => void download()}
    >
      {state === 'busy' ? messages.actions.makingPdf : state === 'failed' ? messages.actions.pdfFailed : messages.actions.downloadPdf}
    </Button>
  );
}

export function InvoicesCard() {
  const [page, setPage] = useState(0);
  const invoices = useInvoices(page);
  return (
    <Card component="section" aria-label={m.title} data-testid="invoices">
      <CardContent>
        <Typography variant="overline" component="h2">
          {m.title}
        </Typography>
        {invoices.isError ? (
          <Alert severity="error">{m.failed}</Alert>
        ) : !invoices.data ? (
          <Skeleton role="progressbar" variant="rectangular" height={120} aria-label={m.title} />
        ) : invoices.data.invoices.length === 0 && page === 0 ? (
          <Typography color="text.secondary">{m.empty}</Typography>
        ) : (
          <>
            <Table size="small" sx={{ '& td, & th': { px: { xs: 0.5, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{m.number}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{m.period}</TableCell>
                  <TableCell>{m.status}</TableCell>
                  <TableCell align="right">{m.total}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {invoices.data.invoices.map((invoice) => (
                  <TableRow key={invoice.id} data-testid="invoice-row">
                    <TableCell>{invoice.number}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{periodText(invoice.periodStart, invoice.periodEnd)}</TableCell>
                    <TableCell>
                      <Chip size="small" color={invoice.status === 'paid' ? 'success' : 'default'} label={m.statuses[invoice.status] ?? invoice.status} />
                    </TableCell>
                    <TableCell align="right">${invoice.totalUsd}</TableCell>
                    <TableCell align="right">
                      <PdfButton invoice={invoice} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {(page > 0 || invoices.data.hasMore) && (
              <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 1 }}>
                <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
                  {m.newer}
                </Button>
                <Button disabled={!invoices.data.hasMore} onClick={() => setPage(page + 1)}>
                  {m.older}
                </Button>
              </Stack>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
