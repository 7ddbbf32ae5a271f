// The organizations of the viewed partner or reseller (or every one for a super admin at home):
// paged, sorted and searched on the server, 20 per page (spec doc 2 section 9 "org accounts 20").
import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import BusinessIcon from '@mui/icons-material/Business';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import LoginIcon from '@mui/icons-material/Login';
import { DataTable } from 'react-admin';
import { AccountList } from './AccountListParts';
import type { RowAction } from './AccountRowActions';
import { messages } from './messages';
import { organizationFilters } from './OrganizationFilters';
import { accountStatus, accountTitle, formatCount, formatDay, formatPlan } from './summaryFormat';

const { actions } = messages;

const ROW_ACTIONS: RowAction[] = [
  { overlay: 'orgInfo', label: actions.info, icon: <InfoIcon fontSize="small" /> },
  { overlay: 'orgTakeover', label: actions.takeOver, icon: <LoginIcon fontSize="small" /> },
  { overlay: 'orgAdmin', label: actions.admin, icon: <AdminIcon fontSize="small" /> },
];

export default function OrganizationList() {
  return (
    <AccountList
      resource="organizations"
      title={messages.titles.organizations}
      icon={BusinessIcon}
      emptyText={messages.empty.organizations}
      create={{ overlay: 'createOrgAccount', label: actions.createOrganization }}
      info="orgInfo"
      rowActions={ROW_ACTIONS}
      filters={organizationFilters}
      filterButton
      sort={{ field: 'timestamp', order: 'DESC' }}
      filterDefaultValues={{ active: 'true' }}
    >
      <DataTable.Col source="accountName" render={(record) => accountTitle(record)} />
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="email" disableSort />
      <DataTable.Col source="productPlanId" disableSort render={(record) => formatPlan(record)} />
      <DataTable.Col
        source="subscribed"
       
        disableSort
        render={(record) => (record.subscribed ? messages.filters.yes : messages.filters.no)}
      />
      <DataTable.Col source="voiceMinutes" align="right" render={(record) => formatCount(record.voiceMinutes)} />
      <DataTable.Col source="messageCount" align="right" render={(record) => formatCount(record.messageCount)} />
      <DataTable.Col source="timestamp" render={(record) => formatDay(record.timestamp)} />
      <DataTable.Col source="enabled" disableSort render={(record) => messages.status[accountStatus(record)]} />
    </AccountList>
  );
}
