// ?logFilterBuilder: the logs page's filters as rows of field, operator (by the field's type, with
// the spec's labels) and value. Applying writes them to the URL and goes back to page 1.
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Button, DialogActions, DialogContent, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { LOG_FIELDS, OPERATOR_LABELS, OverlayDialog, isFilterOperator, operatorsFor, type OverlayProps } from '@kernel/sdk';
import { inferFieldType } from '../rules/fieldTypes';
import { fieldLabel, messages } from '../messages';
import { useLogsView } from '../useLogsView';
import { filtersOf, isBooleanStyle, isListOp, newRow, rowOf, withField, type FilterRow } from '../rules/filterRows';

const opLabel = (op: string) => (isFilterOperator(op) ? OPERATOR_LABELS[op] : op);

function RowInputs({ row, index, onChange, onRemove }: { row: FilterRow; index: number; onChange: (row: FilterRow) => void; onRemove: () => void }) {
  const type = inferFieldType(row.field);
  const label = fieldLabel(row.field);
  const n = index + 1;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
      <TextField select size="small" label={`${messages.field} ${n}`} value={row.field} onChange={(e) => onChange(withField(row, e.target.value))} sx={{ minWidth: 160 }}>
        {LOG_FIELDS.map((field) => (
          <MenuItem key={field} value={field}>
            {fieldLabel(field)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={`${messages.operator} ${n}`} value={row.op} onChange={(e) => onChange({ ...row, op: e.target.value })} sx={{ minWidth: 200 }}>
        {operatorsFor(type).map((op) => (
          <MenuItem key={op} value={op}>
            {opLabel(op)}
          </MenuItem>
        ))}
      </TextField>
      {!isBooleanStyle(row.op) && (
        <TextField
          size="small"
          label={`${messages.value} ${n}`}
          value={row.text}
          type={type === 'date' && !isListOp(row.op) ? 'datetime-local' : type === 'integer' && !isListOp(row.op) ? 'number' : 'text'}
          helperText={isListOp(row.op) ? messages.listHint : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(e) => onChange({ ...row, text: e.target.value })}
          sx={{ flex: 1 }}
        />
      )}
      <IconButton aria-label={messages.removeFilter(label)} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}

export default function LogFilterBuilderOverlay({ close }: OverlayProps) {
  const { view, setView } = useLogsView();
  const [rows, setRows] = useState<FilterRow[]>(() => (view.filters.length ? view.filters.map(rowOf) : [newRow(LOG_FIELDS[0]!)]));
  const apply = () => setView({ ...view, filters: filtersOf(rows), page: 1 }, ['logFilterBuilder']);

  return (
    <OverlayDialog title={messages.filterTitle} onClose={() => close()} maxWidth="md">
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {rows.length === 0 && <Typography color="text.secondary">{messages.noFilters}</Typography>}
          {rows.map((row, index) => (
            <RowInputs
              key={index}
              row={row}
              index={index}
              onChange={(next) => setRows((current) => current.map((r, i) => (i === index ? next : r)))}
              onRemove={() => setRows((current) => current.filter((_, i) => i !== index))}
            />
          ))}
          <div>
            <Button startIcon={<AddIcon />} onClick={() => setRows((current) => [...current, newRow(LOG_FIELDS[0]!)])}>
              {messages.addFilter}
            </Button>
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setRows([])}>{messages.clearAll}</Button>
        <Button variant="contained" onClick={apply}>
          {messages.apply}
        </Button>
      </DialogActions>
    </OverlayDialog>
  );
}
