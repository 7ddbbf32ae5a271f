// What the three account lists share: the List with its paging (20 per page, spec doc 2 section 9),
// the create button, the empty and error states, a row that opens the account's info overlay and the
// per-row buttons (AccountRowActions.tsx). Each list gives its columns and, where it has more, filters.
import type { ReactElement, ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Button, Typography } from '@mui/material';
import { DataTable, FilterButton, List, SearchInput, TopToolbar, type SortPayload } from 'react-admin';
import { ListError, ListPagination, useOpenOverlay } from '@kernel/sdk';
import type { AccountsAccessName } from './accountsAccess';
import { AccountRowActions, type RowAction } from './AccountRowActions';
import { messages } from './messages';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type AccountSummary } from './rules';
import { useAccountsAccess } from './useAccountsAccess';

const PAGE_SIZES = [10, DEFAULT_PAGE_SIZE, 50, MAX_PAGE_SIZE];
const SEARCH_ONLY = [<SearchInput key="q" source="q" alwaysOn placeholder={messages.filters.searchPlaceholder} />];

/** Opens a create overlay for the viewed account ('true'), when that overlay would open. */
export function CreateAccountButton({ overlay, label }: { overlay: AccountsAccessName; label: string }) {
  const open = useOpenOverlay();
  const can = useAccountsAccess();
  if (!can(overlay)) return null;
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => open(overlay, 'true')}>
      {label}
    </Button>
  );
}

/** No row at all (react-admin's `empty`), or none for the filters (the table's `empty`). */
export function AccountListEmpty({ icon, text, action }: { icon: ReactElement; text: string; action?: ReactElement }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%', color: 'text.disabled' }}>
      {icon}
      <Typography variant="h6" component="p" color="text.primary" sx={{ mt: 1, mb: 2 }}>
        {text}
      </Typography>
      {action}
    </Box>
  );
}

interface AccountListProps {
  resource: 'organizations' | 'resellers' | 'agentAccounts';
  title: string;
  icon: SvgIconComponent;
  /** the text when the list has no row at all */
  emptyText: string;
  create: { overlay: AccountsAccessName; label: string };
  /** the overlay a row click opens with the row's id */
  info: AccountsAccessName;
  rowActions: readonly RowAction[];
  /** default: the search box only */
  filters?: ReactElement[];
  /** react-admin's "Add filter" button, for filters that are not always shown */
  filterButton?: boolean;
  sort?: SortPayload;
  filterDefaultValues?: Record<string, unknown>;
  /** the columns (the row buttons come last) */
  children: ReactNode;
}

export function AccountList({ resource, title, icon: Icon, emptyText, create, info, rowActions, filters = SEARCH_ONLY, filterButton, sort, filterDefaultValues, children }: AccountListProps) {
  const open = useOpenOverlay();
  const createButton = <CreateAccountButton overlay={create.overlay} label={create.label} />;
  return (
    <List
      resource={resource}
      title={title}
      perPage={DEFAULT_PAGE_SIZE}
      sort={sort}
      filters={filters}
      filterDefaultValues={filterDefaultValues}
      actions={
        <TopToolbar>
          {filterButton ? <FilterButton /> : null}
          {createButton}
        </TopToolbar>
      }
      empty={<AccountListEmpty icon={<Icon sx={{ fontSize: 64 }} />} text={emptyText} action={createButton} />}
      error={<ListError fallback={messages.listFailed} />}
      pagination={<ListPagination rowsPerPageOptions={PAGE_SIZES} />}
    >
      <DataTable<AccountSummary>
        bulkActionButtons={false}
        empty={<AccountListEmpty icon={<Icon sx={{ fontSize: 48 }} />} text={messages.empty.noMatch} />}
        rowClick={(id) => {
          open(info, id);
          return false;
        }}
      >
        {children}
        <DataTable.Col label="" disableSort>
          <AccountRowActions actions={rowActions} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
