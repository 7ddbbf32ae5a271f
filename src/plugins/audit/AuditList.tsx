// The audit log: read-only (no create, edit, delete or bulk actions), newest first, 25 a page.
import { DataTable, FilterButton, List, TopToolbar } from 'react-admin';
import { formatDateTime, ListError, ListPagination } from '@kernel/sdk';
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

export default function AuditList() {
  return (
    <List
      resource="auditLog"
      title={messages.title}
      perPage={AUDIT_PAGE_SIZE}
      sort={{ field: 'at', order: 'DESC' }}
      filters={auditFilters}
      actions={<ListActions />}
      empty={<AuditEmpty />}
      error={<ListError fallback={messages.listFailed} />}
      pagination={<ListPagination rowsPerPageOptions={PAGE_SIZES} />}
      exporter={false}
    >
      <DataTable<AuditEntry> bulkActionButtons={false} rowClick="expand" expand={<AuditDetails />}>
        {/* the page's language (Intl), not the browser's: react-admin's DateField reads navigator.language */}
        <DataTable.Col source="at" render={(entry) => formatDateTime(entry.at)} />
        <DataTable.Col source="actionLabel" disableSort />
        <DataTable.Col
          source="actorUsername"
          disableSort
          render={(entry) => messages.accountRef(entry.actorUsername, entry.actorId)}
        />
        <DataTable.Col
          source="actingAsId"
          disableSort
          render={(entry) => (entry.actingAsId == null ? '' : messages.accountRef(null, entry.actingAsId))}
        />
        <DataTable.Col
          source="targetName"
          disableSort
          render={(entry) => messages.accountRef(entry.targetName, entry.targetAccountId)}
        />
      </DataTable>
    </List>
  );
}
