// One parsed row of the preflight: its cells and problems; Edit turns the cells into inputs, Save
// sends them to be checked again, Drop leaves the row out of the campaign.
import { useState } from 'react';
import { Button, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { messages } from '../messages';
import { rowChanged, rowValues } from '../rules/preflight';
import type { UploadRow } from '../rules/types';

interface PreflightRowProps {
  row: UploadRow;
  columns: string[];
  busy: boolean;
  onFix: (values: Record<string, string>) => Promise<boolean>;
  onDrop: () => void;
}

export function PreflightRow({ row, columns, busy, onFix, onDrop }: PreflightRowProps) {
  const [editing, setEditing] = useState<Record<string, string> | null>(null);
  const problems = row.problems.map((problem) => problem.message || messages.problem[problem.code]).join('; ');
  const save = async () => {
    if (!editing) return;
    if (!rowChanged(row, editing)) return setEditing(null);
    if (await onFix(rowValues(columns, editing))) setEditing(null);
  };
  return (
    <TableRow data-testid={`preflight-row-${row.row}`} sx={row.problems.length ? { bgcolor: 'warning.light', '& td': { color: 'warning.contrastText' } } : undefined}>
      <TableCell>{row.row}</TableCell>
      {columns.map((column) => (
        <TableCell key={column}>
          {editing ? (
            <TextField size="small" value={editing[column] ?? ''} label={column} sx={{ minWidth: 120 }}
              onChange={(event) => setEditing({ ...editing, [column]: event.target.value })}
              onKeyDown={(event) => { if (event.key === 'Enter') void save(); if (event.key === 'Escape') setEditing(null); }} />
          ) : (
            row.values[column] ?? ''
          )}
        </TableCell>
      ))}
      <TableCell>
        <Typography variant="body2">{problems}</Typography>
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5}>
          {editing ? (
            <>
              <Button size="small" variant="contained" disabled={busy} onClick={() => void save()}>{messages.actions.fixRow}</Button>
              <Button size="small" disabled={busy} onClick={() => setEditing(null)}>{messages.actions.back}</Button>
            </>
          ) : (
            <>
              <Button size="small" disabled={busy} onClick={() => setEditing({ ...row.values })} aria-label={`${messages.actions.edit} ${messages.fields.row} ${row.row}`}>
                {messages.actions.edit}
              </Button>
              <Button size="small" color="error" disabled={busy} onClick={onDrop} aria-label={`${messages.actions.dropRow} ${row.row}`}>
                {messages.actions.dropRow}
              </Button>
            </>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
