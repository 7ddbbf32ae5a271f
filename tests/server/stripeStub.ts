// A stub of the Stripe API paths the adapter calls (server/providers/payments/stripe.ts), on one local
// port, answered as Stripe does: form-encoded bodies (`a[b][0][c]=…`), JSON replies, Bearer key,
// Idempotency-Key replays the first answer. Every request is recorded with its headers and parsed
// body. `sign` signs a webhook payload exactly as Stripe does: `t=<unix>,v1=HMAC-SHA256(secret,
// "<t>.<body>")`; `completed` / `subscriptionEvent` build the events Stripe would send.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STUB_KEY = 'sk_test_x';
export const WEBHOOK_SECRET = 'whsec_test_stub_secret';

export interface StubRequest { method: string; path: string; headers: IncomingMessage['headers']; body: Record<string, any> }
type Obj = Record<string, any>;

/** `a[b][0][c]=v` pairs into nested objects (arrays for numeric keys), as Stripe reads them. */
export function parseForm(text: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let at: Obj = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) at[part] = value;
      else at = at[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export async function startStripeStub() {
  const requests: StubRequest[] = [];
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const accounts = new Map<string, Obj>();
  const customers: Obj[] = [];
  const replays = new Map<string, { status: number; body: unknown }>();
  // `status`: answer every call with this error status (e.g. 500, 401 echoing the key as Stripe does)
  const state = { status: 0 };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  };
  const error = (status: number, type: string, message: string, code?: string) => ({ status, body: { error: { type, message, ...(code ? { code } : {}) } } });

  function answer(method: string, path: string, body: Obj, query: URLSearchParams, key: string | undefined): { status: number; body: unknown } {
    if (state.status === 401 || key !== `Bearer ${STUB_KEY}`) return error(401, 'invalid_request_error', `Invalid API Key provided: ${key?.replace('Bearer ', '')}`);
    if (state.status) return error(state.status, 'api_error', 'Something went wrong on Stripe\'s end.');
    if (method === 'GET' && path === '/v1/customers/search') {
      const wanted = /'([^']*)'$/.exec(query.get('query') ?? '')?.[1];
      return { status: 200, body: { object: 'search_result', data: customers.filter((c) => c.metadata?.switchboardAccountId === wanted), has_more: false } };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', metadata: body.metadata ?? {} };
      customers.push(customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const item = body.line_items?.[0] ?? {};
      const amount = Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1);
      const sid = id('cs_test');
      const session = { id: sid, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${sid}`, mode: body.mode, amount_total: amount, currency: item.price_data?.currency, customer: body.customer ?? null, client_reference_id: body.client_reference_id, metadata: body.metadata ?? {}, subscription_data: body.subscription_data, payment_status: 'unpaid', status: 'open', subscription: null, payment_intent: null };
      sessions.set(sid, session);
      return { status: 200, body: session };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.some((c) => c.id === body.customer)) return error(400, 'invalid_request_error', 'No such customer', 'resource_missing');
      return { status: 200, body: { id: id('bps'), object: 'billing_portal.session', customer: body.customer, return_url: body.return_url, url: `https://billing.stripe.test/p/session/${id('test')}` } };
    }
    const sub = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (sub && method === 'DELETE') {
      const found = subscriptions.get(sub[1]!);
      if (!found) return error(404, 'invalid_request_error', `No such subscription: '${sub[1]}'`, 'resource_missing');
      if (found.status === 'canceled') return error(400, 'invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.');
      found.status = 'canceled';
      return { status: 200, body: found };
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const account = { id: id('acct'), object: 'account', type: body.type, metadata: body.metadata ?? {}, payouts_enabled: false, charges_enabled: false };
      accounts.set(account.id, account);
      return { status: 200, body: account };
    }
    const acct = /^\/v1\/accounts\/([\w-]+)$/.exec(path);
    if (acct && method === 'GET') {
      const found = accounts.get(acct[1]!);
      return found ? { status: 200, body: found } : error(404, 'invalid_request_error', `No such account: '${acct[1]}'`, 'resource_missing');
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(body.account)) return error(400, 'invalid_request_error', 'No such account', 'resource_missing');
      return { status: 200, body: { object: 'account_link', url: `https://connect.stripe.test/setup/e/${body.account}/${id('x')}`, expires_at: now() + 300, created: now() } };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const destination = accounts.get(body.destination);
      if (!destination) return error(400, 'invalid_request_error', `No such destination: '${body.destination}'`, 'resource_missing');
      if (!destination.payouts_enabled) return error(400, 'invalid_request_error', 'Your destination account needs to have at least one of the following capabilities enabled: transfers', 'insufficient_capabilities_for_transfer');
      return { status: 200, body: { id: id('tr'), object: 'transfer', amount: Number(body.amount), currency: body.currency, destination: body.destination, metadata: body.metadata ?? {} } };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url!, 'http://stub');
    const body = parseForm(text);
    requests.push({ method: req.method!, path: url.pathname, headers: req.headers, body });
    const key = req.headers['idempotency-key'];
    if (typeof key === 'string' && key.length > 255) return send(res, 400, { error: { type: 'idempotency_error', message: 'Idempotency-Key must be at most 255 characters' } });
    const replayKey = typeof key === 'string' && req.method === 'POST' ? `${url.pathname} ${key}` : null;
    const known = replayKey ? replays.get(replayKey) : undefined;
    if (known) return send(res, known.status, known.body);
    const result = answer(req.method!, url.pathname, body, url.searchParams, req.headers.authorization);
    if (replayKey && result.status < 500) replays.set(replayKey, result);
    send(res, result.status, result.body);
  });
  const listen = (port = 0) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen();
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  function event(type: string, object: Obj) {
    return { id: id('evt'), object: 'event', type, api_version: '2026-10-28.endive', created: now(), livemode: false, data: { object } };
  }

  return {
    url,
    requests,
    state,
    sessions,
    subscriptions,
    accounts,
    /** The requests to a path (POST unless said). */
    calls: (path: string, method = 'POST') => requests.filter((r) => r.path === path && r.method === method),
    /** Stripe finished onboarding the connected account: payouts enabled. */
    enablePayouts: (accountId: string) => (accounts.get(accountId)!.payouts_enabled = true),
    /** The customer paid: the checkout.session.completed event Stripe sends (subscription mode makes its subscription). */
    completed(sessionId: string, overrides: Obj = {}) {
      const session = sessions.get(sessionId)!;
      session.payment_status = 'paid';
      session.status = 'complete';
      session.payment_intent = session.mode === 'payment' ? id('pi') : null;
      if (session.mode === 'subscription' && !session.subscription) {
        const subscription = this.makeSubscription(session.subscription_data?.metadata ?? {}, session.customer);
        session.subscription = subscription.id;
      }
      const { subscription_data: _omit, ...object } = session;
      return event('checkout.session.completed', { ...object, ...overrides });
    },
    makeSubscription(metadata: Obj, customer: string | null) {
      const periodEnd = now() + (metadata.term === 'year' ? 365 : 30) * 86_400;
      const subscription = { id: id('sub'), object: 'subscription', status: 'active', customer, metadata, cancel_at_period_end: false, items: { object: 'list', data: [{ id: id('si'), current_period_start: now(), current_period_end: periodEnd, price: { recurring: { interval: metadata.term ?? 'month' } } }] } };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    /** customer.subscription.updated / deleted for a subscription of the stub, with changes applied. */
    subscriptionEvent(type: 'customer.subscription.updated' | 'customer.subscription.deleted' | 'customer.subscription.created', subscriptionId: string, changes: Obj = {}) {
      const subscription = Object.assign(subscriptions.get(subscriptionId)!, changes);
      return event(type, structuredClone(subscription));
    },
    event,
    /** The Stripe-Signature header for `payload` signed with `secret` at `timestamp` (unix seconds). */
    sign(payload: string, secret = WEBHOOK_SECRET, timestamp = now()) {
      const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
      return `t=${timestamp},v1=${v1}`;
    },
    /** Stripe is down: the port refuses connections until `start`. */
    stop: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
    start: () => listen(port),
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>;
