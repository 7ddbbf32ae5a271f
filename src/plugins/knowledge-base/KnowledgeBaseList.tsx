// The organization's knowledge bases: title (a link, for the keyboard), documents, chunks, status
// and last change, paged by the server; an empty state leads to "Create knowledge base".
import AddIcon from '@mui/icons-material/Add';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { Button } from '@mui/material';
import type { MouseEvent } from 'react';
import { DataTable, Link, List, SearchInput, TopToolbar, useCreatePath } from 'react-admin';
import { ListEmpty, ListError, ListPagination } from '@kernel/sdk';
import { KbStatusChip } from './KbStatusChip';
import { PAGE_SIZE } from './limits';
import { messages } from './messages';
import type { KnowledgeBase } from './rules';
import { RESOURCE } from './useKnowledgeBase';
import { formatDateTime } from '@kernel/sdk';

export function CreateKbButton({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
  const createPath = useCreatePath();
  return (
    <Button component={Link} to={createPath({ resource: RESOURCE, type: 'create' })} size="small" variant={variant} startIcon={<AddIcon />}>
      {messages.actions.create}
    </Button>
  );
}

function Empty() {
  return <ListEmpty icon={<LibraryBooksIcon />} title={messages.empty} hint={messages.emptyHint} actions={<CreateKbButton variant="contained" />} />;
}

function TitleLink({ kb }: { kb: KnowledgeBase }) {
  const createPath = useCreatePath();
  return (
    <Link to={createPath({ resource: RESOURCE, id: kb.id, type: 'show' })} onClick={(e: MouseEvent) => e.stopPropagation()}>
      {kb.title}
    </Link>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export default function KnowledgeBaseList() {
  return (
    <List
      resource={RESOURCE}
      title={messages.titles.list}
      perPage={PAGE_SIZE}
      // documents and chunks change behind the cache (crawls, the record's page): read again on each visit
      queryOptions={{ refetchOnMount: 'always' }}
      // at 390 px the table scrolls in its box, never the page
      sx={{ '& .RaList-content': { overflowX: 'auto' }, '& .RaList-main': { minWidth: 0 } }}
      filters={filters}
      pagination={<ListPagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      actions={
        <TopToolbar>
          <CreateKbButton />
        </TopToolbar>
      }
      empty={<Empty />}
      error={<ListError fallback={messages.listFailed} />}
    >
      <DataTable<KnowledgeBase> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="title" disableSort render={(kb) => <TitleLink kb={kb as KnowledgeBase} />} />
        <DataTable.NumberCol source="items" disableSort />
        <DataTable.NumberCol source="chunks" disableSort />
        <DataTable.Col source="status" disableSort render={(kb) => <KbStatusChip status={kb.status} />} />
        <DataTable.Col source="updatedAt" disableSort render={(kb) => formatDateTime(kb.updatedAt)} />
      </DataTable>
    </List>
  );
}
