// The organization's webhooks: label and URL, type, status, last delivery; a row opens its page
// (the delivery log). With ?callId= the page is the deliveries of that call instead.
import AddIcon from '@mui/icons-material/Add';
import WebhookIcon from '@mui/icons-material/Webhook';
import { Button, Chip } from '@mui/material';
import type { MouseEvent } from 'react';
import { DataTable, Link, List, TopToolbar, useCreatePath } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ListEmpty, ListError, useOpenOverlay } from '@kernel/sdk';
import { CallDeliveries } from './DeliveryLog';
import { messages } from './messages';
import { typeLabel, type Webhook } from './rules';
import { formatDateTime } from '@kernel/sdk';

function CreateButton() {
  const open = useOpenOverlay();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => open('createWebhook', 'true')}>
      {messages.actions.create}
    </Button>
  );
}

function Empty() {
  return <ListEmpty icon={<WebhookIcon />} title={messages.empty} hint={messages.emptyHint} actions={<CreateButton />} />;
}

/** The label as a link: a row click is for the mouse, the link is what the keyboard reaches. */
function WebhookLink({ webhook }: { webhook: Webhook }) {
  const createPath = useCreatePath();
  return (
    <Link to={createPath({ resource: 'webhooks', id: webhook.id, type: 'show' })} onClick={(e: MouseEvent) => e.stopPropagation()}>
      {webhook.label || webhook.url}
    </Link>
  );
}

const lastDelivery = (w: Webhook) =>
  w.lastDelivery ? `${messages.state[w.lastDelivery.state] ?? w.lastDelivery.state} · ${formatDateTime(w.lastDelivery.at)}` : messages.never;

export default function WebhookList() {
  const [params] = useSearchParams();
  const callId = params.get('callId');
  if (callId) return <CallDeliveries callId={callId} />;
  return (
    <List
      resource="webhooks"
      title={messages.titles.list}
      pagination={false}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
      empty={<Empty />}
      error={<ListError fallback={messages.listFailed} />}
    >
      <DataTable<Webhook> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="label" disableSort render={(w) => <WebhookLink webhook={w as Webhook} />} />
        <DataTable.Col source="url" disableSort />
        <DataTable.Col source="type" disableSort render={(w) => typeLabel(w.type)} />
        <DataTable.Col
          source="status"
          disableSort
          render={(w) => <Chip size="small" color={w.status === 'active' ? 'success' : 'error'} label={messages.status[w.status] ?? w.status} />}
        />
        <DataTable.Col source="lastDelivery" disableSort render={lastDelivery} />
      </DataTable>
    </List>
  );
}

