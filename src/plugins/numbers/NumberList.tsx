// The organization's numbers: number (spec 5 formatting), agent, carrier ("Demo carrier") and status;
// a row opens the number overlay. react-admin's List draws the loading state; NumbersEmpty the empty one.
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { DataTable, List, Pagination, TopToolbar } from 'react-admin';
import { ListError, useOpenOverlay } from '@kernel/sdk';
import { DEFAULT_PAGE_SIZE } from './api';
import { messages } from './messages';
import { NumbersEmpty } from './NumbersEmpty';
import { formatPhone, type PhoneNumber } from './rules';

function ListActions() {
  const open = useOpenOverlay();
  return (
    <TopToolbar>
      <Button size="small" startIcon={<AddIcon />} onClick={() => open('selectNumber', 'true')}>
        {messages.actions.buy}
      </Button>
      <Button size="small" onClick={() => open('addCustomNumber', 'true')}>
        {messages.actions.bring}
      </Button>
    </TopToolbar>
  );
}

export default function NumberList() {
  const open = useOpenOverlay();
  return (
    <List
      resource="phoneNumbers"
      title={messages.titles.list}
      perPage={DEFAULT_PAGE_SIZE}
      actions={<ListActions />}
      empty={<NumbersEmpty />}
      error={<ListError fallback={messages.listFailed} />}
      pagination={<Pagination rowsPerPageOptions={[10, DEFAULT_PAGE_SIZE, 50, 100]} />}
    >
      <DataTable<PhoneNumber>
        bulkActionButtons={false}
        rowClick={(id) => {
          open('number', String(id));
          return false;
        }}
      >
        {/* the server answers newest first only */}
        <DataTable.Col source="number" disableSort render={(record) => formatPhone(record.number)} />
        <DataTable.Col source="agentName" disableSort render={(record) => record.agentName ?? messages.unassigned} />
        <DataTable.Col source="carrierLabel" disableSort />
        <DataTable.Col source="status" disableSort render={(record) => messages.status[record.status] ?? record.status} />
      </DataTable>
    </List>
  );
}
