// The organizations of the viewed partner or reseller (or every one for a super admin at home):
// paged, sorted and searched on the server, 20 per page (spec doc 2 section 9 "org accounts 20").
import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import BusinessIcon from '@mui/icons-material/Business';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import LoginIcon from '@mui/icons-material/Login';
import { DataTable, FilterButton, List, Pagination, TopToolbar } from 'react-admin';
import { useOpenOverlay } from '../../overlays/useOverlayParams';
import { AccountListEmpty, AccountListError, CreateAccountButton } from './AccountListParts';
import { AccountRowActions, type RowAction } from './AccountRowActions';
import { messages } from './messages';
import { organizationFilters } from './OrganizationFilters';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type AccountSummary } from './rules';
import { accountStatus, accountTitle, formatCount, formatDay, formatPlan } from './summaryFormat';

const PAGE_SIZES = [10, DEFAULT_PAGE_SIZE, 50, MAX_PAGE_SIZE];
const { fields, actions } = messages;

const ROW_ACTIONS: RowAction[] = [
  { overlay: 'orgInfo', label: actions.info, icon: <InfoIcon fontSize="small" /> },
  { overlay: 'orgTakeover', label: actions.takeOver, icon: <LoginIcon fontSize="small" /> },
  { overlay: 'orgAdmin', label: actions.admin, icon: <AdminIcon fontSize="small" /> },
];

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateAccountButton overlay="createOrgAccount" label={actions.createOrganization} />
    </TopToolbar>
  );
}

const createButton = <CreateAccountButton overlay="createOrgAccount" label={actions.createOrganization} />;

export default function OrganizationList() {
  const open = useOpenOverlay();
  return (
    <List
      resource="organizations"
      title={messages.titles.organizations}
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'timestamp', order: 'DESC' }}
      filters={organizationFilters}
      filterDefaultValues={{ active: 'true' }}
      actions={<ListActions />}
      empty={<AccountListEmpty icon={<BusinessIcon sx={{ fontSize: 64 }} />} text={messages.empty.organizations} action={createButton} />}
      error={<AccountListError />}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
    >
      <DataTable<AccountSummary>
        bulkActionButtons={false}
        empty={<AccountListEmpty icon={<BusinessIcon sx={{ fontSize: 48 }} />} text={messages.empty.noMatch} />}
        rowClick={(id) => {
          open('orgInfo', id);
          return false;
        }}
      >
        <DataTable.Col source="accountName" label={fields.name} render={(record) => accountTitle(record)} />
        <DataTable.Col source="name" label={fields.owner} disableSort />
        <DataTable.Col source="email" label={fields.email} disableSort />
        <DataTable.Col source="productPlanId" label={fields.plan} disableSort render={(record) => formatPlan(record)} />
        <DataTable.Col
          source="subscribed"
          label={fields.subscribed}
          disableSort
          render={(record) => (record.subscribed ? messages.filters.yes : messages.filters.no)}
        />
        <DataTable.Col source="voiceMinutes" label={fields.voiceMinutes} align="right" render={(record) => formatCount(record.voiceMinutes)} />
        <DataTable.Col source="messageCount" label={fields.messageCount} align="right" render={(record) => formatCount(record.messageCount)} />
        <DataTable.Col source="timestamp" label={fields.created} render={(record) => formatDay(record.timestamp)} />
        <DataTable.Col source="enabled" label={fields.status} disableSort render={(record) => messages.status[accountStatus(record)]} />
        <DataTable.Col label="" disableSort>
          <AccountRowActions actions={ROW_ACTIONS} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
