// The logs page's controls: the window, the filter builder, the columns, line wrap, test calls, saved
// views and export. Each writes the URL (useLogsView), so the page is always a deep link.
import DownloadIcon from '@mui/icons-material/Download';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Button, Chip, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { OPERATOR_LABELS, defaultOperator, isFilterOperator, useOpenOverlay } from '@kernel/sdk';
import { WINDOW_CHOICES } from './constants';
import { inferFieldType } from './rules/fieldTypes';
import { fieldLabel, messages } from './messages';
import type { LogFilter, LogsView } from './rules/logsUrl';
import { SavedViewsMenu } from './SavedViewsMenu';

const CUSTOM = '__custom';

function filterText({ field, op, value }: LogFilter): string {
  const operator = op ?? defaultOperator(inferFieldType(field));
  const label = isFilterOperator(operator) ? OPERATOR_LABELS[operator] : operator;
  const shown = Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? '' : String(value);
  return `${fieldLabel(field)} ${label}${shown ? ` ${shown}` : ''}`;
}

interface LogsToolbarProps {
  view: LogsView;
  onChange: (next: LogsView) => void;
}

export function LogsToolbar({ view, onChange }: LogsToolbarProps) {
  const open = useOpenOverlay();
  const known = typeof view.dateFilter === 'string' && (WINDOW_CHOICES as readonly string[]).includes(view.dateFilter);
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <TextField
          select
          size="small"
          label={messages.window}
          value={known ? view.dateFilter : CUSTOM}
          onChange={(event) => event.target.value !== CUSTOM && onChange({ ...view, dateFilter: event.target.value, page: 1 })}
          sx={{ minWidth: 170 }}
        >
          {WINDOW_CHOICES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {messages.windows[choice] ?? choice}
            </MenuItem>
          ))}
          {!known && <MenuItem value={CUSTOM}>{messages.customWindow}</MenuItem>}
        </TextField>
        <Button size="small" startIcon={<FilterListIcon />} onClick={() => open('logFilterBuilder')}>
          {messages.filterCount(view.filters.length)}
        </Button>
        <Button size="small" startIcon={<ViewColumnIcon />} onClick={() => open('editConvoColumns')}>
          {messages.columns}
        </Button>
        <FormControlLabel
          control={<Switch checked={view.wrap} onChange={(event) => onChange({ ...view, wrap: event.target.checked })} />}
          label={messages.wrap}
        />
        <FormControlLabel
          control={
            <Switch checked={view.includeTest} onChange={(event) => onChange({ ...view, includeTest: event.target.checked, page: 1 })} />
          }
          label={messages.includeTest}
        />
        <SavedViewsMenu view={view} onChange={onChange} />
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => open('reporting')}>
          {messages.export}
        </Button>
      </Stack>
      {view.filters.length > 0 && (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {view.filters.map((filter) => (
            <Chip
              key={filter.field}
              size="small"
              label={filterText(filter)}
              onClick={() => open('logFilterBuilder')}
              onDelete={() => onChange({ ...view, filters: view.filters.filter((f) => f !== filter), page: 1 })}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
