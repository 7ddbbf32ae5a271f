// A reseller's clients with their rebilling (menu "Rebilling"): pricing and quotas per client; Edit
// opens ?editRebilling=<accountId>, the ledger link shows that client's margin ledger.
import type { MouseEvent } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Button, Stack, Typography } from '@mui/material';
import { DataTable, Link, List, TopToolbar, useBasename } from 'react-admin';
import { ListEmpty, ListError, useOpenOverlay } from '@kernel/sdk';
import { CLIENTS } from './api';
import { messages } from './messages';
import { pricingSummary, quotaSummary, type ClientRecord } from './rules';

function LedgerButton({ accountId }: { accountId?: number }) {
  const base = useBasename();
  const to = `${base}/marginLedger${accountId ? `?accountId=${accountId}` : ''}`;
  return (
    <Button size="small" component={Link} to={to} startIcon={<ReceiptLongIcon />} onClick={(e: MouseEvent) => e.stopPropagation()}>
      {messages.actions.ledger}
    </Button>
  );
}

function RowActions({ client }: { client: ClientRecord }) {
  const open = useOpenOverlay();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button size="small" startIcon={<EditIcon />} aria-label={`${messages.actions.edit}: ${client.accountName}`} onClick={() => open('editRebilling', String(client.accountId))}>
        {messages.actions.edit}
      </Button>
      <LedgerButton accountId={client.accountId} />
    </Stack>
  );
}

export default function RebillingList() {
  return (
    <List
      resource={CLIENTS}
      title={messages.title}
      actions={
        <TopToolbar>
          <LedgerButton />
        </TopToolbar>
      }
      empty={<ListEmpty icon={<StorefrontIcon />} title={messages.empty} hint={messages.emptyHint} />}
      error={<ListError fallback={messages.listFailed} />}
      sort={{ field: 'accountName', order: 'ASC' }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {messages.intro}
      </Typography>
      <DataTable<ClientRecord> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="accountName" label={messages.columns.client} disableSort />
        <DataTable.Col source="settings" label={messages.columns.pricing} disableSort render={(c) => pricingSummary((c as ClientRecord).settings)} />
        <DataTable.Col source="quotas" label={messages.columns.quotas} disableSort render={(c) => quotaSummary((c as ClientRecord).settings)} />
        <DataTable.Col source="id" label="" disableSort render={(c) => <RowActions client={c as ClientRecord} />} />
      </DataTable>
    </List>
  );
}
