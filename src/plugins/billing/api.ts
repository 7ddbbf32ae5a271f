// The billing calls (spec doc 2 "Billing and plans", plus our spend controls) as provider methods of
// the `billingActions` resource, resource name first, each answering `{data}`. The plan routes answer
// `{productPlan(s)}`; subscribe and the portal a URL the browser is sent to.
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../../adapters/http';
import type { Invoice, InvoiceListReply, InvoiceSummary } from '../../shared/billing/invoice';
import type { Term } from '../../shared/billing/plans';
import { TOPUP_CURRENCY } from '../../shared/money';
import { CHECKOUT_RETURN, type CurrentPlan, type Frequency, type PlanView, type SpendField, type SpendState, type Usage } from './rules';

export const BILLING = 'billingActions';

export const PATHS = {
  currentPlan: '/api/v2/product/currentPlan',
  offeredPlan: '/api/v2/product/offeredPlan',
  allPlans: '/api/v2/product/allAvailablePlans',
  catalog: '/api/v2/product/productCatalog',
  usage: '/api/v2/stats/usage',
  spend: '/api/v2/billing/spendControls',
  subscribe: '/api/v2/product/subscribe',
  cancel: '/api/v1/vidaPro/cancel',
  portal: '/api/v1/getBillingCustomerPortalLink',
  invoices: '/api/v2/billing/invoices',
  cardCheckout: '/api/v1/checkout/vidaCredit',
  checkoutSession: '/api/v1/checkout/session',
} as const;

/** Where a checkout returns: paths of this site (the success one may hold {CHECKOUT_SESSION_ID}). */
export interface CheckoutReturn {
  successUrl: string;
  cancelUrl: string;
}

/** A checkout as its success page reads it back (GET checkout/session/:id). */
export interface CheckoutSessionView {
  mode: 'credit' | 'subscription' | string;
  status: 'open' | 'paid' | 'canceled' | string;
  amountUsd: string;
  balanceUsd: string;
  planId: string | null;
  term: string | null;
}

export const INVOICE_PAGE_SIZE = 10;

export interface UsageQuery {
  startDate?: string;
  endDate?: string;
  frequency: Frequency;
  giveCosts: boolean;
}

export interface BillingApi {
  currentPlan(): Promise<CurrentPlan>;
  offeredPlan(): Promise<PlanView | null>;
  plans(): Promise<PlanView[]>;
  plan(id: string): Promise<PlanView>;
  usage(query: UsageQuery): Promise<Usage>;
  spendControls(): Promise<SpendState>;
  saveSpendControls(body: Record<SpendField, string | null>): Promise<SpendState>;
  /** the checkout URL to send the browser to */
  subscribe(request: { productPlanId: string; term: Term; idempotencyKey: string; returns?: CheckoutReturn }): Promise<{ url: string }>;
  /** the checkout's card variant: credit in USD paid by card (checkout/vidaCredit, currency usd) */
  cardCheckout(request: { amount: string; idempotencyKey: string; returns: CheckoutReturn }): Promise<{ url: string }>;
  checkoutSession(sessionId: string): Promise<CheckoutSessionView>;
  cancel(request: { reason: string; details: string }): Promise<void>;
  portalLink(redirectUrl: string): Promise<{ url: string }>;
  /** a page (from 0) of the organization's invoices, newest first */
  invoices(page: number): Promise<{ invoices: InvoiceSummary[]; hasMore: boolean }>;
  invoice(id: string): Promise<Invoice>;
}

export type BillingActions = {
  [K in keyof BillingApi]: (resource: string, ...args: Parameters<BillingApi[K]>) => Promise<{ data: Awaited<ReturnType<BillingApi[K]>> }>;
};

/** A reply's URL under any of the names a checkout or portal reply uses. */
export function urlOf(reply: unknown): string {
  const body = (reply ?? {}) as Record<string, unknown>;
  const url = body.url ?? body.checkoutUrl ?? body.sessionUrl ?? body.link;
  if (typeof url !== 'string' || !url) throw new Error('No URL in the reply');
  return url;
}

export function billingApi(http: HttpClient): BillingApi {
  return {
    async currentPlan() {
      const r = await http.request<Partial<CurrentPlan>>(PATHS.currentPlan);
      return { productPlan: r.productPlan ?? null, term: r.term ?? null, subscribed: !!r.subscribed, canceled: !!r.canceled, subscription: r.subscription ?? null };
    },
    async offeredPlan() {
      return (await http.request<{ productPlan?: PlanView | null }>(PATHS.offeredPlan)).productPlan ?? null;
    },
    async plans() {
      const r = await http.request<{ productPlans?: PlanView[] }>(PATHS.allPlans);
      return Array.isArray(r.productPlans) ? r.productPlans : [];
    },
    async plan(id) {
      return (await http.request<{ productPlan: PlanView }>(`${PATHS.catalog}/${encodeURIComponent(id)}`)).productPlan;
    },
    async usage(q) {
      return http.request<Usage>(PATHS.usage, {
        query: { startDate: q.startDate, endDate: q.endDate, frequency: q.frequency, giveCosts: q.giveCosts, combineCosts: true },
      });
    },
    async spendControls() {
      return http.request<SpendState>(PATHS.spend);
    },
    async saveSpendControls(body) {
      return http.request<SpendState>(PATHS.spend, { method: 'PUT', body });
    },
    async subscribe({ productPlanId, term, idempotencyKey, returns = CHECKOUT_RETURN }) {
      const reply = await http.request(PATHS.subscribe, {
        method: 'POST',
        body: { productPlanId, term, successUrl: returns.successUrl, cancelUrl: returns.cancelUrl },
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return { url: urlOf(reply) };
    },
    async cardCheckout({ amount, idempotencyKey, returns }) {
      const reply = await http.request(PATHS.cardCheckout, {
        method: 'POST',
        body: { amount, currency: TOPUP_CURRENCY, successUrl: returns.successUrl, cancelUrl: returns.cancelUrl },
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return { url: urlOf(reply) };
    },
    async checkoutSession(sessionId) {
      return http.request<CheckoutSessionView>(`${PATHS.checkoutSession}/${encodeURIComponent(sessionId)}`);
    },
    async cancel({ reason, details }) {
      await http.request(PATHS.cancel, { method: 'DELETE', body: { reason, details } });
    },
    async portalLink(redirectUrl) {
      return { url: urlOf(await http.request(PATHS.portal, { method: 'POST', body: { redirectUrl } })) };
    },
    async invoices(page) {
      const r = await http.request<Partial<InvoiceListReply>>(PATHS.invoices, { query: { page, pageSize: INVOICE_PAGE_SIZE } });
      return { invoices: Array.isArray(r.invoices) ? r.invoices : [], hasMore: !!r.hasMore };
    },
    async invoice(id) {
      return (await http.request<{ invoice: Invoice }>(`${PATHS.invoices}/${encodeURIComponent(id)}`)).invoice;
    },
  };
}

export function billingAdapter(http: HttpClient): Partial<DataProvider> & BillingActions {
  const api = billingApi(http);
  const wrap =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (_resource: string, ...args: A) => ({ data: await call(...args) });
  return {
    currentPlan: wrap(api.currentPlan),
    offeredPlan: wrap(api.offeredPlan),
    plans: wrap(api.plans),
    plan: wrap(api.plan),
    usage: wrap(api.usage),
    spendControls: wrap(api.spendControls),
    saveSpendControls: wrap(api.saveSpendControls),
    subscribe: wrap(api.subscribe),
    cardCheckout: wrap(api.cardCheckout),
    checkoutSession: wrap(api.checkoutSession),
    cancel: wrap(api.cancel),
    portalLink: wrap(api.portalLink),
    invoices: wrap(api.invoices),
    invoice: wrap(api.invoice),
  };
}
