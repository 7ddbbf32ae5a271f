// The parsed rows of an upload, a page at a time (all, or only those with problems); a fixed or
// dropped row comes back from the server checked again, with the upload's new summary.
import { useState } from 'react';
import { Alert, FormControlLabel, Stack, Switch, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { errorMessage } from '@kernel/sdk';
import { messages } from '../messages';
import { PREFLIGHT_PAGE_SIZE, problemTotal } from '../rules/preflight';
import type { Upload } from '../rules/types';
import { useTaskWrites, useUploadRows } from '../useTasks';
import { PreflightRow } from './PreflightRow';

export function PreflightTable({ upload, onChange }: { upload: Upload; onChange: (upload: Upload) => void }) {
  const dataProvider = useTaskWrites();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [onlyProblems, setOnlyProblems] = useState(problemTotal(upload) > 0);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const query = useUploadRows(upload.id, page, PREFLIGHT_PAGE_SIZE, onlyProblems);

  const act = async (work: () => Promise<Upload | undefined>, done: string) => {
    setBusy(true);
    try {
      const next = await work();
      if (next) onChange(next);
      await queryClient.invalidateQueries({ queryKey: ['taskUploads', upload.id] });
      notify(done, { type: 'success' });
      return true;
    } catch (caught) {
      notify(errorMessage(caught, messages.rowFailed), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const fix = (row: number) => (values: Record<string, string>) =>
    act(async () => (await dataProvider.fixUploadRow('tasks', { uploadId: upload.id, row, values })).data.upload, messages.notify.rowFixed);
  const drop = (row: number) => () =>
    void act(async () => (await dataProvider.dropUploadRow('tasks', { uploadId: upload.id, row })).data.upload, messages.notify.rowDropped);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={onlyProblems} onChange={(event) => { setOnlyProblems(event.target.checked); setPage(1); }} />}
        label={messages.actions.onlyProblems}
      />
      {query.isError && <Alert severity="error">{errorMessage(query.error, messages.uploadFailed)}</Alert>}
      <Stack sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={messages.preflight.steps[2]}>
          <TableHead>
            <TableRow>
              <TableCell>{messages.fields.row}</TableCell>
              {upload.columns.map((column) => <TableCell key={column}>{column}</TableCell>)}
              <TableCell>{messages.preflight.problemsColumn}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(query.data?.data ?? []).map((row) => (
              <PreflightRow key={row.row} row={row} columns={upload.columns} busy={busy} onFix={fix(row.row)} onDrop={drop(row.row)} />
            ))}
          </TableBody>
        </Table>
      </Stack>
      <TablePagination component="div" count={query.data?.total ?? 0} page={page - 1} rowsPerPage={PREFLIGHT_PAGE_SIZE} rowsPerPageOptions={[]}
        onPageChange={(_event, next) => setPage(next + 1)} />
    </Stack>
  );
}
