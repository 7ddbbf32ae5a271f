// Section 4: the calls flagged for review, newest first, with a refresh button. Rendered as text
// only (excerpts are what callers said).
import {
  Alert,
  Button,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import { isAdminTokenRejected, type AdminToolsApi, type ReviewCall } from './api';
import { messages } from './messages';
import { formatDateTime, formatDuration, shortExcerpt } from './rules';
import { ToolCard, type ToolSectionProps } from './ToolCard';

const m = messages.calls;
const c = m.columns;

export const CALLS_QUERY_KEY = ['admin-tools', 'callsForReview'] as const;

function CallsTable({ calls }: { calls: ReviewCall[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={m.label}>
        <TableHead>
          <TableRow>
            <TableCell>{c.org}</TableCell>
            <TableCell>{c.from}</TableCell>
            <TableCell>{c.to}</TableCell>
            <TableCell align="right">{c.duration}</TableCell>
            <TableCell>{c.reason}</TableCell>
            <TableCell>{c.excerpt}</TableCell>
            <TableCell>{c.date}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {calls.map((call) => (
            <TableRow key={call.id}>
              <TableCell>{call.orgName ?? String(call.organizationId)}</TableCell>
              <TableCell>{call.fromNumber}</TableCell>
              <TableCell>{call.toNumber}</TableCell>
              <TableCell align="right">{formatDuration(call.durationSeconds)}</TableCell>
              <TableCell>{call.reason}</TableCell>
              <TableCell title={call.excerpt}>{shortExcerpt(call.excerpt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(call.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A refused admin token is reported when the call fails, not from a cached error later. */
function useCallsQuery(api: AdminToolsApi, enabled: boolean, onRejected: () => void) {
  return useQuery({
    queryKey: CALLS_QUERY_KEY,
    queryFn: async () => {
      try {
        return await api.callsForReview();
      } catch (error) {
        if (isAdminTokenRejected(error)) onRejected();
        throw error;
      }
    },
    enabled,
    retry: false,
    staleTime: 0,
  });
}

export function ReviewCallsCard({ api, ready, onRejected }: ToolSectionProps) {
  const query = useCallsQuery(api, ready, onRejected);
  const translate = useTranslate();

  const refresh = (
    <Button
      startIcon={<RefreshIcon />}
      onClick={() => void query.refetch()}
      disabled={!ready || query.isFetching}
    >
      {translate('ra.action.refresh')}
    </Button>
  );

  return (
    <ToolCard title={m.title} ready={ready} action={refresh}>
      {ready && <CallsBody query={query} />}
    </ToolCard>
  );
}

function CallsBody({ query }: { query: ReturnType<typeof useCallsQuery> }) {
  if (query.isPending) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} />
        <Typography>{m.loading}</Typography>
      </Stack>
    );
  }
  if (query.isError) return <Alert severity="error">{m.failed}</Alert>;
  if (query.data.length === 0) return <Typography>{m.empty}</Typography>;
  return <CallsTable calls={query.data} />;
}