// The calls of one page as a table: the chosen columns in their order, long cells cut or wrapped,
// each row opening its transcript by click or Enter. Wider than the page, it scrolls in its own
// container (both ways), never the page.
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useOpenOverlay } from '@kernel/sdk';
import type { LogRecord } from './api/logsAdapter';
import { inferFieldType } from './rules/fieldTypes';
import { fieldLabel, messages } from './messages';
import { formatCell, transcriptKey } from './rules/cells';

interface LogsTableProps {
  rows: LogRecord[];
  fields: string[];
  wrap: boolean;
}

export function LogsTable({ rows, fields, wrap }: LogsTableProps) {
  const open = useOpenOverlay();
  const types = fields.map((field) => inferFieldType(field, rows.find((r) => r[field] != null)?.[field]));
  const cell = wrap
    ? { whiteSpace: 'normal', wordBreak: 'break-word' as const }
    : { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 240 };
  return (
    <TableContainer sx={{ maxHeight: '70vh', maxWidth: '100%', overflow: 'auto' }}>
      <Table size="small" stickyHeader aria-label={messages.title}>
        <TableHead>
          <TableRow>
            {fields.map((field) => (
              <TableCell key={field} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {fieldLabel(field)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={String(row.id)}
              hover
              tabIndex={0}
              aria-label={messages.openTranscript}
              sx={{ cursor: 'pointer' }}
              onClick={() => open('callTranscript', transcriptKey(row))}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  open('callTranscript', transcriptKey(row));
                }
              }}
            >
              {fields.map((field, i) => {
                const value = formatCell(row[field], types[i]!);
                return (
                  <TableCell key={field} sx={cell} title={wrap ? undefined : value}>
                    {value}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
