// One knowledge base: its title, status and counts; Add URLs, Import from sitemap and Delete (after
// confirmation); its documents with the crawl's progress; and the query panel. The record is read
// again every 2 s while the knowledge base crawls.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { Link, Show, useCreatePath, useDelete, useNotify, useRecordContext, useRedirect, useShowContext } from 'react-admin';
import { errorMessage, useConfirm } from '@kernel/sdk';
import { AddUrlsDialog } from './AddUrlsDialog';
import { DocumentsPanel } from './DocumentsPanel';
import { KbStatusChip } from './KbStatusChip';
import { POLL_MS } from './limits';
import { FAILED, messages } from './messages';
import { QueryPanel } from './QueryPanel';
import type { KnowledgeBase } from './rules';
import { SitemapDialog } from './SitemapDialog';
import { LeavingContext, RESOURCE, useLeaving, useReloadDocuments } from './useKnowledgeBase';
import { formatDateTime, formatNumber } from '@kernel/sdk';

function Header({ kb, onLeaving }: { kb: KnowledgeBase; onLeaving: (leaving: boolean) => void }) {
  const confirm = useConfirm();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const createPath = useCreatePath();
  const [remove, { isPending }] = useDelete();
  const [dialog, setDialog] = useState<'urls' | 'sitemap' | null>(null);
  const reload = useReloadDocuments(String(kb.id));
  const onDelete = async () => {
    const sure = await confirm({ title: messages.actions.delete, details: messages.confirmDelete(kb.title), confirmLabel: messages.actions.delete, confirmColor: 'error' });
    if (!sure) return;
    // stop the polls and drop what is on its way before the record goes
    onLeaving(true);
    await queryClient.cancelQueries({ queryKey: [RESOURCE] });
    try {
      await remove(RESOURCE, { id: kb.id, previousData: kb }, { returnPromise: true });
      notify(messages.notify.deleted, { type: 'success' });
      redirect('list', RESOURCE);
    } catch (error) {
      onLeaving(false);
      notify(errorMessage(error, FAILED.delete), { type: 'error' });
    }
  };
  const added = () => void reload();
  return (
    <Box sx={{ mb: 2 }}>
      <Link to={createPath({ resource: RESOURCE, type: 'list' })} variant="body2">
        {messages.actions.back}
      </Link>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mt: 1 }}>
        <Typography variant="h6" component="h1" sx={{ wordBreak: 'break-word' }}>
          {kb.title}
        </Typography>
        <KbStatusChip status={kb.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {`${messages.fields.items}: ${formatNumber(kb.items)} · ${messages.fields.chunks}: ${formatNumber(kb.chunks)} · ${messages.fields.updatedAt}: ${formatDateTime(kb.updatedAt)}`}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="contained" onClick={() => setDialog('urls')}>
          {messages.actions.addUrls}
        </Button>
        <Button variant="outlined" onClick={() => setDialog('sitemap')}>
          {messages.actions.sitemap}
        </Button>
        <Button variant="outlined" color="error" disabled={isPending} onClick={onDelete}>
          {messages.actions.delete}
        </Button>
      </Stack>
      {dialog === 'urls' && <AddUrlsDialog kbId={String(kb.id)} onClose={() => setDialog(null)} onAdded={added} />}
      {dialog === 'sitemap' && <SitemapDialog kbId={String(kb.id)} onClose={() => setDialog(null)} onAdded={added} />}
    </Box>
  );
}

function KnowledgeBasePage({ onLeaving }: { onLeaving: (leaving: boolean) => void }) {
  const kb = useRecordContext<KnowledgeBase>();
  const { refetch } = useShowContext<KnowledgeBase>();
  const leaving = useLeaving();
  const onCrawlEnded = useCallback(() => {
    if (!leaving) void refetch();
  }, [refetch, leaving]);
  if (!kb) return null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Header kb={kb} onLeaving={onLeaving} />
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {messages.titles.documents}
      </Typography>
      <DocumentsPanel kb={kb} onCrawlEnded={onCrawlEnded} />
      <Box sx={{ mt: 3 }}>
        <QueryPanel kbId={String(kb.id)} />
      </Box>
    </Box>
  );
}

export default function KnowledgeBaseShow() {
  const [leaving, setLeaving] = useState(false);
  return (
    <LeavingContext.Provider value={leaving}>
      <Show<KnowledgeBase>
        resource={RESOURCE}
        actions={false}
        loading={<Skeleton role="progressbar" variant="rectangular" height={160} sx={{ m: 2 }} aria-label={messages.loading} />}
        error={
          <Alert severity="error" sx={{ m: 2 }}>
            {messages.loadFailed}
          </Alert>
        }
        queryOptions={{ ...(leaving ? { enabled: false } : {}), refetchInterval: (query) => (query.state.data?.status === 'crawling' ? POLL_MS : false) }}
      >
        <KnowledgeBasePage onLeaving={setLeaving} />
      </Show>
    </LeavingContext.Provider>
  );
}
