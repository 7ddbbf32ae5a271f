// The conversation logs screen (spec 1 §2.5): one page of calls over GET /api/v2/logs, its whole
// state in the URL. A failed fetch shows the catalogue's message with no rows, no total and no next
// page (spec 2 §8).
import { useMemo } from 'react';
import { Alert, Box, Card, LinearProgress, Typography } from '@mui/material';
import { Title, useGetList } from 'react-admin';
import type { LogRecord } from './api/logsAdapter';
import { LogsPager } from './LogsPager';
import { logsQuery } from './rules/logsQuery';
import { LogsTable } from './LogsTable';
import { LogsToolbar } from './LogsToolbar';
import { FAILED_TO_FETCH_LOGS, messages } from './messages';
import { useLogsView } from './useLogsView';
import { useLiveRefresh } from '@kernel/sdk';

// a call that ends shows in the logs without a reload
const LIVE_TYPES = ['call.ended'];

export default function LogsPage() {
  const { view, setView } = useLogsView();
  useLiveRefresh('logs', LIVE_TYPES);
  // a moving window ("last 30 days") is resolved when the view changes, not on every render
  const query = useMemo(() => logsQuery(view, Date.now()), [view]);
  const { data, total, meta, pageInfo, isPending, isFetching, error } = useGetList<LogRecord>('logs', {
    pagination: { page: view.page, perPage: view.pageSize },
    sort: { field: 'timestamp', order: 'DESC' },
    filter: query,
  });
  const failed = !!error;
  const rows = failed ? [] : (data ?? []);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={messages.title} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {messages.title}
      </Typography>
      <Card>
        <LogsToolbar view={view} onChange={setView} />
        {isFetching ? <LinearProgress aria-label={messages.loading} /> : <Box sx={{ height: 4 }} />}
        {failed && (
          <Alert severity="error" sx={{ m: 1 }}>
            {FAILED_TO_FETCH_LOGS}
          </Alert>
        )}
        {!failed && !isPending && rows.length === 0 && (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {view.filters.length ? messages.emptyFiltered : messages.empty}
          </Typography>
        )}
        {isPending && !failed && (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {messages.loading}
          </Typography>
        )}
        {rows.length > 0 && <LogsTable rows={rows} fields={view.fields} wrap={view.wrap} />}
        <LogsPager
          page={view.page}
          pageSize={view.pageSize}
          total={failed ? undefined : total}
          totalExact={meta?.totalExact !== false}
          hasNextPage={!failed && !!pageInfo?.hasNextPage}
          onPage={(page) => setView({ ...view, page })}
          onPageSize={(pageSize) => setView({ ...view, pageSize, page: 1 })}
        />
      </Card>
    </Box>
  );
}
