// The agent accounts of the viewed organization, 20 per page (spec doc 2 section 9).
import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { DataTable } from 'react-admin';
import { AccountList } from './AccountListParts';
import type { RowAction } from './AccountRowActions';
import { messages } from './messages';
import { accountTitle, formatDay } from './summaryFormat';

const { actions } = messages;

const ROW_ACTIONS: RowAction[] = [
  { overlay: 'editAgent', label: actions.editAgent, icon: <EditIcon fontSize="small" /> },
  { overlay: 'agentInfo', label: actions.info, icon: <InfoIcon fontSize="small" /> },
  { overlay: 'agentAdmin', label: actions.admin, icon: <AdminIcon fontSize="small" /> },
  { overlay: 'deleteAgent', label: 'ra.action.delete', icon: <DeleteIcon fontSize="small" />, color: 'error' },
];

export default function AgentAccountList() {
  return (
    <AccountList
      resource="agentAccounts"
      title={messages.titles.agentAccounts}
      icon={SupportAgentIcon}
      emptyText={messages.empty.agentAccounts}
      create={{ overlay: 'createAgentAccount', label: actions.createAgent }}
      info="agentInfo"
      rowActions={ROW_ACTIONS}
    >
      <DataTable.Col source="accountName" disableSort render={(record) => accountTitle(record)} />
      <DataTable.Col source="username" disableSort />
      <DataTable.Col source="timestamp" disableSort render={(record) => formatDay(record.timestamp)} />
    </AccountList>
  );
}
