// The resellers of the viewed partner (or every one for a super admin at home), 20 per page.
import AddBusinessIcon from '@mui/icons-material/AddBusinessOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import LoginIcon from '@mui/icons-material/Login';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { DataTable } from 'react-admin';
import { AccountList } from './AccountListParts';
import type { RowAction } from './AccountRowActions';
import { messages } from './messages';
import { accountStatus, accountTitle, formatDay } from './summaryFormat';

const { actions } = messages;

const ROW_ACTIONS: RowAction[] = [
  { overlay: 'resellerInfo', label: actions.info, icon: <InfoIcon fontSize="small" /> },
  { overlay: 'resellerTakeover', label: actions.takeOver, icon: <LoginIcon fontSize="small" /> },
  { overlay: 'createOrgAccount', label: actions.createOrgUnder, icon: <AddBusinessIcon fontSize="small" /> },
];

export default function ResellerList() {
  return (
    <AccountList
      resource="resellers"
      title={messages.titles.resellers}
      icon={StorefrontIcon}
      emptyText={messages.empty.resellers}
      create={{ overlay: 'createResellerAccount', label: actions.createReseller }}
      info="resellerInfo"
      rowActions={ROW_ACTIONS}
    >
      {/* the server orders resellers itself: no sortable column */}
      <DataTable.Col source="accountName" disableSort render={(record) => accountTitle(record)} />
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="email" disableSort />
      <DataTable.Col source="timestamp" disableSort render={(record) => formatDay(record.timestamp)} />
      <DataTable.Col source="enabled" disableSort render={(record) => messages.status[accountStatus(record)]} />
    </AccountList>
  );
}
