// A knowledge base's documents: crawl progress, then the table (URL, title, status with the failure in
// plain words, size, chunks, fetched) with refresh and delete (after confirmation) per document.
// Polled every 2 s while any document waits or crawls (useDocuments); the record is read again when
// the crawl ends, so its status and chunk count follow.
import { useEffect, useRef, useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Chip,
  IconButton,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { errorMessage, useConfirm } from '@kernel/sdk';
import { CrawlProgress } from './CrawlProgress';
import { DOCUMENTS_PAGE_SIZE } from './limits';
import { FAILED, messages } from './messages';
import { documentErrorText, formatBytes, isPending, progressOf, type KbDocument, type KnowledgeBase } from './rules';
import { RESOURCE, useDocuments, useKbProvider, useReloadDocuments } from './useKnowledgeBase';
import { formatDateTime } from '@kernel/sdk';

const STATUS_COLOR = { queued: 'default', crawling: 'info', ready: 'success', failed: 'error' } as const;

function DocStatus({ doc }: { doc: KbDocument }) {
  const chip = <Chip size="small" color={STATUS_COLOR[doc.status] ?? 'default'} label={messages.docStatus[doc.status] ?? doc.status} />;
  if (doc.status !== 'failed') return chip;
  return (
    <Box>
      {chip}
      <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5 }} title={doc.error ?? undefined}>
        {documentErrorText(doc.error)}
      </Typography>
    </Box>
  );
}

function DocActions({ doc, onChanged }: { doc: KbDocument; onChanged: () => void }) {
  const dataProvider = useKbProvider();
  const notify = useNotify();
  const confirm = useConfirm();
  const [pending, setPending] = useState(false);
  const act = async (work: () => Promise<unknown>, done: string, fallback: string) => {
    setPending(true);
    try {
      await work();
      notify(done, { type: 'success' });
      onChanged();
    } catch (error) {
      notify(errorMessage(error, fallback), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  const refresh = () => act(() => dataProvider.refreshDocument(RESOURCE, { kbId: doc.kbId, docId: doc.id }), messages.notify.refreshed, FAILED.refresh);
  const remove = async () => {
    const sure = await confirm({
      title: messages.actions.deleteDocument,
      details: messages.confirmDeleteDocument(doc.url),
      confirmLabel: messages.actions.deleteDocument,
      confirmColor: 'error',
    });
    if (sure) await act(() => dataProvider.deleteDocument(RESOURCE, { kbId: doc.kbId, docId: doc.id }), messages.notify.documentDeleted, FAILED.deleteDocument);
  };
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Tooltip title={messages.actions.refresh}>
        <span>
          <IconButton aria-label={`${messages.actions.refresh} ${doc.url}`} disabled={pending || isPending(doc.status)} onClick={refresh} size="small">
            <RefreshIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={messages.actions.deleteDocument}>
        <span>
          <IconButton aria-label={`${messages.actions.deleteDocument} ${doc.url}`} disabled={pending} onClick={remove} size="small" color="error">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

export function DocumentsPanel({ kb, onCrawlEnded }: { kb: KnowledgeBase; onCrawlEnded: () => void }) {
  const [page, setPage] = useState(1);
  const documents = useDocuments(kb, page);
  const reload = useReloadDocuments(String(kb.id));
  const progress = documents.data ? progressOf(documents.data) : null;
  // the record's status and chunks change when the last document is done: read it again then
  const wasPending = useRef(false);
  useEffect(() => {
    if (!progress) return;
    if (wasPending.current && progress.done) onCrawlEnded();
    wasPending.current = !progress.done;
  }, [progress?.done, progress, onCrawlEnded]);

  if (documents.isPending) return <Skeleton role="progressbar" variant="rectangular" height={120} aria-label={messages.titles.documents} />;
  if (documents.isError) return <Alert severity="error">{errorMessage(documents.error, messages.documentsFailed)}</Alert>;
  const { data: rows, total } = documents.data;
  if (total === 0) return <Typography color="text.secondary" sx={{ py: 2 }}>{messages.noDocuments}</Typography>;
  const f = messages.docFields;
  return (
    <Box>
      {progress && <CrawlProgress progress={progress} />}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={messages.titles.documents}>
          <TableHead>
            <TableRow>
              {[f.url, f.title, f.status, f.bytes, f.chunks, f.fetchedAt].map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((doc) => (
              <TableRow key={doc.id} data-testid="kb-document">
                <TableCell sx={{ wordBreak: 'break-all', minWidth: 160 }}>{doc.url}</TableCell>
                <TableCell sx={{ minWidth: 120 }}>{doc.title || '—'}</TableCell>
                <TableCell sx={{ minWidth: 110 }}>
                  <DocStatus doc={doc} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBytes(doc.bytes)}</TableCell>
                <TableCell>{doc.chunks ?? '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{doc.fetchedAt ? formatDateTime(doc.fetchedAt) : '—'}</TableCell>
                <TableCell>
                  <DocActions doc={doc} onChanged={reload} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {total > DOCUMENTS_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={total}
          page={page - 1}
          rowsPerPage={DOCUMENTS_PAGE_SIZE}
          rowsPerPageOptions={[DOCUMENTS_PAGE_SIZE]}
          onPageChange={(_e, p) => setPage(p + 1)}
        />
      )}
    </Box>
  );
}
