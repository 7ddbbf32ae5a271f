// Paging of the logs page: the total ("10,000+" when the server stopped counting), the page size and previous / next (the server says whether
// more follow: spec doc 2, pagination.hasMore).
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { PAGE_SIZES } from './constants';
import { messages } from './messages';

interface LogsPagerProps {
  page: number;
  pageSize: number;
  total: number | undefined;
  /** false: at least `total` calls (the server counts up to a cap) */
  totalExact?: boolean;
  hasNextPage: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

export function LogsPager({ page, pageSize, total, totalExact = true, hasNextPage, onPage, onPageSize }: LogsPagerProps) {
  const sizes = PAGE_SIZES.includes(pageSize as (typeof PAGE_SIZES)[number]) ? [...PAGE_SIZES] : [...PAGE_SIZES, pageSize].sort((a, b) => a - b);
  return (
    <Stack direction="row" spacing={2} alignItems="center" justifyContent="flex-end" flexWrap="wrap" useFlexGap sx={{ p: 1 }}>
      {total !== undefined && <Typography variant="body2">{messages.total(total, totalExact)}</Typography>}
      <TextField
        select
        size="small"
        label={messages.pageSize}
        value={pageSize}
        onChange={(event) => onPageSize(Number(event.target.value))}
        sx={{ minWidth: 120 }}
      >
        {sizes.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <IconButton aria-label={messages.previousPage} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft />
      </IconButton>
      <Typography variant="body2" aria-live="polite">
        {messages.page(page)}
      </Typography>
      <IconButton aria-label={messages.nextPage} disabled={!hasNextPage} onClick={() => onPage(page + 1)}>
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
