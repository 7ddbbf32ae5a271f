// The resellers of the viewed partner (or every one for a super admin at home), 20 per page.
import AddBusinessIcon from '@mui/icons-material/AddBusinessOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import LoginIcon from '@mui/icons-material/Login';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { DataTable, List, Pagination, SearchInput, TopToolbar } from 'react-admin';
import { useOpenOverlay } from '../../overlays/useOverlayParams';
import { AccountListEmpty, AccountListError, CreateAccountButton } from './AccountListParts';
import { AccountRowActions, type RowAction } from './AccountRowActions';
import { messages } from './messages';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type AccountSummary } from './rules';
import { accountStatus, accountTitle, formatDay } from './summaryFormat';

const PAGE_SIZES = [10, DEFAULT_PAGE_SIZE, 50, MAX_PAGE_SIZE];
const { fields, actions } = messages;

const ROW_ACTIONS: RowAction[] = [
  { overlay: 'resellerInfo', label: actions.info, icon: <InfoIcon fontSize="small" /> },
  { overlay: 'resellerTakeover', label: actions.takeOver, icon: <LoginIcon fontSize="small" /> },
  { overlay: 'createOrgAccount', label: actions.createOrgUnder, icon: <AddBusinessIcon fontSize="small" /> },
];

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={messages.filters.searchPlaceholder} />];
const createButton = <CreateAccountButton overlay="createResellerAccount" label={actions.createReseller} />;

export default function ResellerList() {
  const open = useOpenOverlay();
  return (
    <List
      resource="resellers"
      title={messages.titles.resellers}
      perPage={DEFAULT_PAGE_SIZE}
      filters={filters}
      actions={<TopToolbar>{createButton}</TopToolbar>}
      empty={<AccountListEmpty icon={<StorefrontIcon sx={{ fontSize: 64 }} />} text={messages.empty.resellers} action={createButton} />}
      error={<AccountListError />}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
    >
      <DataTable<AccountSummary>
        bulkActionButtons={false}
        empty={<AccountListEmpty icon={<StorefrontIcon sx={{ fontSize: 48 }} />} text={messages.empty.noMatch} />}
        rowClick={(id) => {
          open('resellerInfo', id);
          return false;
        }}
      >
        {/* the server orders resellers itself: no sortable column */}
        <DataTable.Col source="accountName" label={fields.name} disableSort render={(record) => accountTitle(record)} />
        <DataTable.Col source="name" label={fields.owner} disableSort />
        <DataTable.Col source="email" label={fields.email} disableSort />
        <DataTable.Col source="timestamp" label={fields.created} disableSort render={(record) => formatDay(record.timestamp)} />
        <DataTable.Col source="enabled" label={fields.status} disableSort render={(record) => messages.status[accountStatus(record)]} />
        <DataTable.Col label="" disableSort>
          <AccountRowActions actions={ROW_ACTIONS} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
