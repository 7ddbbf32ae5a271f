// The contacts page: paged, searched and sorted on the server (page size 20, spec doc 2 section 9).
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { DataTable, List, SearchInput, TopToolbar } from 'react-admin';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './api';
import { ContactEmpty } from './ContactEmpty';
import { ContactRowActions } from './ContactRowActions';
import { messages } from './messages';
import { displayName, formatPhone, type Contact } from './rules';
import { formatDate, ListError, ListPagination, useLiveRefresh, useOpenOverlay } from '@kernel/sdk';

// a contact added or changed elsewhere (another tab, the API, an agent) shows without a reload
const LIVE_TYPES = ['contact.created', 'contact.updated'];

// react-admin's default choices (5, 10, 25, 50) miss the spec's page size of 20.
const PAGE_SIZES = [10, DEFAULT_PAGE_SIZE, 50, MAX_PAGE_SIZE];

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={messages.searchPlaceholder} />];

function ListActions() {
  const open = useOpenOverlay();
  return (
    <TopToolbar>
      <Button size="small" startIcon={<AddIcon />} onClick={() => open('createContact', 'true')}>
        {messages.actions.create}
      </Button>
    </TopToolbar>
  );
}

export default function ContactList() {
  const open = useOpenOverlay();
  useLiveRefresh('contacts', LIVE_TYPES);
  return (
    // react-admin remembers the search and sort in its store; the kernel's store strips overlay
    // parameters from it (src/overlays/overlayStore.ts), so an open overlay never comes back.
    <List
      resource="contacts"
      title={messages.titles.list}
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      actions={<ListActions />}
      empty={<ContactEmpty />}
      error={<ListError fallback={messages.listFailed} />}
      pagination={<ListPagination rowsPerPageOptions={PAGE_SIZES} />}
      // at 390 px (the mobile webview) the table scrolls in its own card, never the page sideways
      sx={{ '& .RaList-content': { overflowX: 'auto' }, '& .RaList-main': { minWidth: 0 } }}
    >
      <DataTable<Contact>
        bulkActionButtons={false}
        rowClick={(id) => {
          open('previewContact', id);
          return false;
        }}
      >
        <DataTable.Col source="firstName" label={messages.fields.name} render={(record) => displayName(record)} />
        <DataTable.Col source="phoneNumber" render={(record) => formatPhone(record.phoneNumber)} />
        <DataTable.Col source="email" />
        {/* the server sorts by name, phone, email and dates only */}
        <DataTable.Col source="company" disableSort />
        {/* the page's language (Intl), not the browser's: react-admin's DateField reads navigator.language */}
        <DataTable.Col source="createdAt" render={(record) => formatDate(record.createdAt)} />
        <DataTable.Col label="" disableSort>
          <ContactRowActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
