// The audit log: read-only (no create, edit, delete or bulk actions), newest first, 25 a page.
import { Alert } from '@mui/material';
import { DataTable, DateField, FilterButton, List, Pagination, TopToolbar, useListContext } from 'react-admin';
import { AuditDetails } from './AuditDetails';
import { AuditEmpty } from './AuditEmpty';
import { AuditExportButton } from './AuditExportButton';
import { auditFilters } from './auditFilters';
import { messages } from './messages';
import { AUDIT_MAX_PAGE_SIZE, AUDIT_PAGE_SIZE, type AuditEntry } from './rules';

const PAGE_SIZES = [AUDIT_PAGE_SIZE, 50, AUDIT_MAX_PAGE_SIZE];

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <AuditExportButton />
    </TopToolbar>
  );
}

function AuditListError() {
  const { error } = useListContext();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {error instanceof Error && error.message ? error.message : messages.listFailed}
    </Alert>
  );
}

export default function AuditList() {
  const { fields } = messages;
  return (
    <List
      resource="auditLog"
      title={messages.title}
      perPage={AUDIT_PAGE_SIZE}
      sort={{ field: 'at', order: 'DESC' }}
      filters={auditFilters}
      actions={<ListActions />}
      empty={<AuditEmpty />}
      error={<AuditListError />}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      exporter={false}
    >
      <DataTable<AuditEntry> bulkActionButtons={false} rowClick="expand" expand={<AuditDetails />}>
        <DataTable.Col source="at" label={fields.at}>
          <DateField source="at" showTime />
        </DataTable.Col>
        <DataTable.Col source="actionLabel" label={fields.action} disableSort />
        <DataTable.Col
          source="actorUsername"
          label={fields.actor}
          disableSort
          render={(entry) => messages.accountRef(entry.actorUsername, entry.actorId)}
        />
        <DataTable.Col
          source="actingAsId"
          label={fields.actingAs}
          disableSort
          render={(entry) => (entry.actingAsId == null ? '' : messages.accountRef(null, entry.actingAsId))}
        />
        <DataTable.Col
          source="targetName"
          label={fields.target}
          disableSort
          render={(entry) => messages.accountRef(entry.targetName, entry.targetAccountId)}
        />
      </DataTable>
    </List>
  );
}
