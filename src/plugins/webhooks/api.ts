// The webhooks resource adapter: the spec's GET/POST/DELETE /api/v2/webhooks (a list in any of its
// three shapes; delete by url) for react-admin, and the delivery log's reads and actions as extra
// provider methods (resource name first).
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../../adapters/http';
import { webhookRows, type Delivery, type Webhook } from './rules';

export const WEBHOOKS_PATH = '/api/v2/webhooks';
export const LOG_PAGE_SIZE = 20;

type Page = { deliveries: Delivery[]; total: number };

export interface WebhookActions {
  getDeliveries(resource: string, params: { id: string; page: number }): Promise<{ data: Page }>;
  getCallDeliveries(resource: string, params: { callId: string; page: number }): Promise<{ data: Page }>;
  replayDelivery(resource: string, params: { deliveryId: string }): Promise<{ data: Delivery }>;
  replayFailed(resource: string, params: { id: string; since: string }): Promise<{ data: { replayed: number } }>;
  sendTest(resource: string, params: { id: string }): Promise<{ data: Delivery }>;
  rotateSecret(resource: string, params: { id: string }): Promise<{ data: { webhook: Webhook; secret: string } }>;
  enableWebhook(resource: string, params: { id: string }): Promise<{ data: Webhook }>;
}

const paging = (page: number) => ({ limit: LOG_PAGE_SIZE, offset: (Math.max(1, page) - 1) * LOG_PAGE_SIZE });

export function webhookActions(http: HttpClient): WebhookActions {
  return {
    async getDeliveries(_r, { id, page }) {
      return { data: await http.request<Page>(`${WEBHOOKS_PATH}/${encodeURIComponent(id)}/deliveries`, { query: paging(page) }) };
    },
    async getCallDeliveries(_r, { callId, page }) {
      return { data: await http.request<Page>('/api/v2/webhookDeliveries', { query: { callId, ...paging(page) } }) };
    },
    async replayDelivery(_r, { deliveryId }) {
      const reply = await http.request<{ delivery: Delivery }>(`/api/v2/webhookDeliveries/${encodeURIComponent(deliveryId)}/replay`, { method: 'POST' });
      return { data: reply.delivery };
    },
    async replayFailed(_r, { id, since }) {
      const reply = await http.request<{ replayed: number }>(`${WEBHOOKS_PATH}/${encodeURIComponent(id)}/replay`, { method: 'POST', body: { since } });
      return { data: { replayed: reply.replayed } };
    },
    async sendTest(_r, { id }) {
      const reply = await http.request<{ delivery: Delivery }>(`${WEBHOOKS_PATH}/${encodeURIComponent(id)}/test`, { method: 'POST' });
      return { data: reply.delivery };
    },
    async rotateSecret(_r, { id }) {
      return { data: await http.request<{ webhook: Webhook; secret: string }>(`${WEBHOOKS_PATH}/${encodeURIComponent(id)}/rotate`, { method: 'POST' }) };
    },
    async enableWebhook(_r, { id }) {
      const reply = await http.request<{ webhook: Webhook }>(`${WEBHOOKS_PATH}/${encodeURIComponent(id)}/enable`, { method: 'POST' });
      return { data: reply.webhook };
    },
  };
}

export function webhooksAdapter(http: HttpClient): Partial<DataProvider> & WebhookActions {
  const provider: Partial<DataProvider> = {
    async getList(_resource, params) {
      const data = webhookRows(await http.request(WEBHOOKS_PATH, { signal: params.signal }));
      return { data, total: data.length } as never;
    },
    async getOne(_resource, params) {
      const reply = await http.request<{ webhook: Webhook }>(`${WEBHOOKS_PATH}/${encodeURIComponent(String(params.id))}`, { signal: params.signal });
      return { data: reply.webhook } as never;
    },
    // the answer holds the secret, shown once by the create overlay
    async create(_resource, params) {
      const reply = await http.request<{ webhook: Webhook; secret: string }>(WEBHOOKS_PATH, { method: 'POST', body: params.data });
      return { data: { ...reply.webhook, secret: reply.secret } } as never;
    },
    async delete(_resource, params) {
      const url = (params.previousData as Webhook | undefined)?.url;
      await http.request(WEBHOOKS_PATH, { method: 'DELETE', body: { url } });
      return { data: params.previousData } as never;
    },
  };
  return { ...provider, ...webhookActions(http) };
}
