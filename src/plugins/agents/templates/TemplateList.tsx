// Templates: the ones this account offers (or is offered), disabled ones on request; resellers and
// partners create, rename, delete and migrate them; an organization creates an agent from one.
import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, FormControlLabel, Stack, Switch } from '@mui/material';
import { DataTable, List, TopToolbar, useListContext, useRecordContext } from 'react-admin';
import { ListError, useKernel, useOpenOverlay } from '@kernel/sdk';
import type { Template } from '../api/types';
import { messages } from '../messages';
import { TemplateRowActions } from './TemplateRowActions';

function Actions() {
  const open = useOpenOverlay();
  const { permissions } = useKernel();
  const { filterValues, setFilters } = useListContext();
  // an organization sees the templates offered to it; only partner-level callers change them (and see disabled ones)
  if (!permissions.canSeePartnerControls) return null;
  return (
    <TopToolbar>
      <FormControlLabel
        control={<Switch size="small" checked={!!filterValues.disabled} onChange={(e) => setFilters(e.target.checked ? { disabled: true } : {}, {})} />}
        label={messages.templates.showDisabled}
      />
      <Button size="small" startIcon={<AddIcon />} onClick={() => open('createTemplate', 'true')}>
        {messages.buttons.createTemplate}
      </Button>
    </TopToolbar>
  );
}

function NameCell() {
  const record = useRecordContext<Template>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{record.name}</span>
      {record.disabled ? <Chip size="small" label={messages.templates.disabled} /> : null}
    </Stack>
  );
}

export default function TemplateList() {
  return (
    <List resource="templates" title={messages.titles.templates} actions={<Actions />} pagination={false} error={<ListError fallback={messages.templates.listFailed} />} empty={false}>
      <DataTable<Template> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" label={messages.fields.name} disableSort>
          <NameCell />
        </DataTable.Col>
        <DataTable.Col source="ownerName" label={messages.templates.owner} disableSort />
        <DataTable.Col label={messages.templates.fields} disableSort render={(r) => String(r.templateFields?.length ?? 0)} />
        <DataTable.Col source="agentCount" label={messages.templates.agents} disableSort />
        <DataTable.Col label="" disableSort>
          <TemplateRowActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
