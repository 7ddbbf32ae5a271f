// Task lists: newest first, 10 a page (spec doc 2 §9), filtered by state and searched by name on the
// server; a row opens its task page. A task changed elsewhere (a campaign moving) refreshes live.
import AddIcon from '@mui/icons-material/Add';
import ListAltIcon from '@mui/icons-material/ListAlt';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Button, LinearProgress, Stack } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { formatDate, ListEmpty, ListError, ListPagination, useLiveRefresh, useOpenOverlay } from '@kernel/sdk';
import { messages } from './messages';
import { progressPercent, TASK_PAGE_SIZE, TASK_SORT } from './rules/campaign';
import { TASK_STATES, type Task } from './rules/types';
import { TaskStateChip } from './TaskStateChip';
import { TaskRowActions } from './TaskRowActions';

const LIVE_TYPES = ['task.updated'];
const STATE_CHOICES = TASK_STATES.map((id) => ({ id, name: messages.state[id] }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={messages.searchPlaceholder} />,
  <SelectInput key="state" source="state" alwaysOn choices={STATE_CHOICES} emptyText={messages.allStates} label={messages.fields.state} />,
];

function Actions({ inToolbar = true }: { inToolbar?: boolean }) {
  const open = useOpenOverlay();
  const buttons = (
    <>
      <Button size="small" variant={inToolbar ? 'text' : 'contained'} startIcon={<UploadIcon />} onClick={() => open('uploadTaskList', 'true')}>
        {messages.actions.upload}
      </Button>
      <Button size="small" startIcon={<AddIcon />} onClick={() => open('createTask', 'true')}>
        {messages.actions.create}
      </Button>
    </>
  );
  return inToolbar ? <TopToolbar>{buttons}</TopToolbar> : buttons;
}

const Progress = ({ task }: { task: Task }) => {
  const percent = progressPercent(task.counts);
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 120 }}>
      <LinearProgress variant="determinate" value={percent} sx={{ flex: 1 }} aria-label={messages.fields.progress} />
      <span>{percent}%</span>
    </Stack>
  );
};

export default function TaskList() {
  useLiveRefresh('tasks', LIVE_TYPES);
  return (
    <List
      resource="tasks"
      title={messages.titles.list}
      perPage={TASK_PAGE_SIZE}
      sort={TASK_SORT}
      filters={filters}
      actions={<Actions />}
      empty={<ListEmpty icon={<ListAltIcon />} title={messages.empty} hint={messages.emptyHint} actions={<Actions inToolbar={false} />} />}
      error={<ListError fallback={messages.listFailed} />}
      pagination={<ListPagination rowsPerPageOptions={[TASK_PAGE_SIZE, 25, 50]} />}
    >
      <DataTable<Task> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="name" />
        <DataTable.Col source="state" render={(task) => <TaskStateChip task={task as Task} />} />
        <DataTable.Col source="progress" disableSort render={(task) => <Progress task={task as Task} />} />
        {/* the page's language (Intl), not the browser's: react-admin's DateField reads navigator.language */}
        <DataTable.Col source="createdAt" render={(task) => formatDate(task.createdAt)} />
        <DataTable.Col label="" disableSort>
          <TaskRowActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
