// The campaign's recipients, a page at a time, filtered by status (both in the URL, so the view is a
// deep link); a row whose call happened opens it in the logs (the logs plugin's callTranscript
// overlay, by its URL parameter).
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, CardContent, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TablePagination, TextField, Typography } from '@mui/material';
import { useOpenOverlay, useKernel } from '@kernel/sdk';
import { messages } from '../messages';
import { callTranscriptKey, RECIPIENT_PAGE_SIZE } from '../rules/campaign';
import { RECIPIENT_STATUSES, type Recipient, type RecipientStatus, type Task } from '../rules/types';
import { useRecipients } from '../useTasks';
import { formatDateTime } from '@kernel/sdk';

const f = messages.fields;

function RecipientRow({ recipient, accountId }: { recipient: Recipient; accountId: number | undefined }) {
  const open = useOpenOverlay();
  const key = callTranscriptKey(accountId, recipient);
  return (
    <TableRow hover>
      <TableCell>{recipient.row}</TableCell>
      <TableCell>{recipient.phone}</TableCell>
      <TableCell>{messages.status[recipient.status] ?? recipient.status}</TableCell>
      <TableCell>{recipient.attempts}</TableCell>
      <TableCell>{formatDateTime(recipient.nextAttemptAt)}</TableCell>
      <TableCell>
        {key && (
          <Button size="small" onClick={() => open('callTranscript', key)} aria-label={`${messages.actions.openCall} ${recipient.phone}`}>
            {messages.actions.openCall}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

export function RecipientsTable({ task }: { task: Task }) {
  const { account } = useKernel();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const perPage = Number(params.get('perPage')) || RECIPIENT_PAGE_SIZE;
  const status = (RECIPIENT_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as RecipientStatus) : '';
  const set = (changes: Record<string, string | number | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });
  const query = useRecipients(task.id, page, perPage, status);
  const rows = query.data?.data ?? [];
  return (
    <Card variant="outlined" component="section" aria-label={messages.recipients}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2">{messages.recipients}</Typography>
          <TextField select size="small" label={f.status} value={status} sx={{ minWidth: 180 }}
            onChange={(event) => set({ status: event.target.value, page: null })}>
            <MenuItem value="">{messages.allStatuses}</MenuItem>
            {RECIPIENT_STATUSES.map((s) => <MenuItem key={s} value={s}>{messages.status[s]}</MenuItem>)}
          </TextField>
        </Stack>
        {query.isError && <Alert severity="error">{query.error instanceof Error ? query.error.message : messages.loadFailed}</Alert>}
        {query.isSuccess && rows.length === 0 && <Typography color="text.secondary">{messages.noRecipients}</Typography>}
        {rows.length > 0 && (
          <Stack sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={messages.recipients}>
              <TableHead>
                <TableRow>
                  {[f.row, f.phone, f.status, f.attempts, f.nextAttemptAt, ''].map((label, i) => <TableCell key={i}>{label}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((recipient) => <RecipientRow key={recipient.id} recipient={recipient} accountId={account?.id} />)}
              </TableBody>
            </Table>
          </Stack>
        )}
        <TablePagination
          component="div"
          count={query.data?.total ?? 0}
          page={page - 1}
          rowsPerPage={perPage}
          rowsPerPageOptions={[RECIPIENT_PAGE_SIZE, 50, 100]}
          onPageChange={(_event, next) => set({ page: next + 1 })}
          onRowsPerPageChange={(event) => set({ perPage: event.target.value, page: null })}
        />
      </CardContent>
    </Card>
  );
}
