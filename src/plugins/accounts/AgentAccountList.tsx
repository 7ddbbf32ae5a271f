// The agent accounts of the viewed organization, 20 per page (spec doc 2 section 9).
import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { DataTable, List, Pagination, SearchInput, TopToolbar } from 'react-admin';
import { useOpenOverlay } from '../../overlays/useOverlayParams';
import { AccountListEmpty, AccountListError, CreateAccountButton } from './AccountListParts';
import { AccountRowActions, type RowAction } from './AccountRowActions';
import { messages } from './messages';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type AccountSummary } from './rules';
import { accountTitle, formatDay } from './summaryFormat';

const PAGE_SIZES = [10, DEFAULT_PAGE_SIZE, 50, MAX_PAGE_SIZE];
const { fields, actions } = messages;

const ROW_ACTIONS: RowAction[] = [
  { overlay: 'agentInfo', label: actions.info, icon: <InfoIcon fontSize="small" /> },
  { overlay: 'agentAdmin', label: actions.admin, icon: <AdminIcon fontSize="small" /> },
  { overlay: 'deleteAgent', label: actions.delete, icon: <DeleteIcon fontSize="small" />, color: 'error' },
];

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={messages.filters.searchPlaceholder} />];
const createButton = <CreateAccountButton overlay="createAgentAccount" label={actions.createAgent} />;

export default function AgentAccountList() {
  const open = useOpenOverlay();
  return (
    <List
      resource="agentAccounts"
      title={messages.titles.agentAccounts}
      perPage={DEFAULT_PAGE_SIZE}
      filters={filters}
      actions={<TopToolbar>{createButton}</TopToolbar>}
      empty={<AccountListEmpty icon={<SupportAgentIcon sx={{ fontSize: 64 }} />} text={messages.empty.agentAccounts} action={createButton} />}
      error={<AccountListError />}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
    >
      <DataTable<AccountSummary>
        bulkActionButtons={false}
        empty={<AccountListEmpty icon={<SupportAgentIcon sx={{ fontSize: 48 }} />} text={messages.empty.noMatch} />}
        rowClick={(id) => {
          open('agentInfo', id);
          return false;
        }}
      >
        <DataTable.Col source="accountName" label={fields.name} disableSort render={(record) => accountTitle(record)} />
        <DataTable.Col source="username" label={fields.username} disableSort />
        <DataTable.Col source="timestamp" label={fields.created} disableSort render={(record) => formatDay(record.timestamp)} />
        <DataTable.Col label="" disableSort>
          <AccountRowActions actions={ROW_ACTIONS} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
