// The billing area's texts: errors name the field; audit labels for the audit log.
export const PLAN_NOT_FOUND = 'Plan not found';
export const INVOICE_NOT_FOUND = 'Invoice not found';
export const PLAN_UNKNOWN = 'productPlanId: Unknown plan';
export const NOT_SUBSCRIBED = 'The organization has no active subscription';
export const ALREADY_ON_PLAN = 'productPlanId: The organization is already on this plan';
export const BAD_DATE = 'Expected a date (YYYY-MM-DD, an ISO date-time or seconds since 1970)';
export const DATE_RANGE = 'Expected a date from 2000-01-01 to 2100-12-31';
export const WINDOW_TOO_LONG = 'endDate: The window may span at most 400 days';
export const END_BEFORE_START = 'endDate: Must be after startDate';

export const BILLING_AUDIT_ACTIONS = {
  'billing.subscribe_started': 'Plan checkout started',
  'billing.canceled': 'Subscription canceled',
  'billing.portal_opened': 'Billing portal opened',
  'billing.spend_controls_changed': 'Spend controls changed',
  'billing.rebilling_changed': 'Client rebilling changed',
} as const;
export const HARD_CAP_REACHED = 'The organization reached its hard monthly spend cap: outbound calls and campaigns are stopped until next month or until the cap is raised (inbound calls are still answered)';
/** Said or texted instead of a transfer while the organization is at its hard cap (the call goes on). */
export const TRANSFER_STOPPED_REPLY = 'Sorry, I cannot transfer you to a colleague right now. I can still help you here, or you can leave a message and we will get back to you.';
