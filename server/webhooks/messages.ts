// Every message the webhooks routes and deliveries answer with, in one place (the console maps them
// to its own i18n strings; these are the API's words).
export const WEBHOOK_NOT_FOUND = 'Webhook not found';
export const DELIVERY_NOT_FOUND = 'Delivery not found';
export const URL_TAKEN = 'url: A webhook with this URL already exists';
export const URL_NOT_HTTP = 'url: Expected an http or https URL';
export const URL_HAS_CREDENTIALS = 'url: A webhook URL may not hold a user name or password';
export const URL_UNRESOLVED = 'url: The host name does not resolve';
export const urlRefused = (address: string) => `url: ${address} is a loopback, private, link-local or metadata address`;
// the kit names the field
export const UNKNOWN_TYPE = 'Expected conversation, incoming, contact or an event type';
export const NOT_DISABLED = 'The webhook is not switched off';
export const TOO_MANY_WEBHOOKS = 'You have reached the maximum number of webhooks for this organization';
export const MAX_WEBHOOKS = 20;

// why an attempt failed, as the delivery log shows it
export const ATTEMPT_TIMEOUT = (ms: number) => `No answer within ${ms / 1000} s: cut`;
export const ATTEMPT_REDIRECT = (status: number) => `Redirect (${status}) not followed: answer with a 2xx`;
export const ATTEMPT_STATUS = (status: number) => `Answered ${status}`;
export const ATTEMPT_DISABLED = 'The endpoint is switched off: not sent';

export const disabledAfterHours = (hours: number) => `Every delivery failed for ${hours} hours: switched off`;
export const disabledAfterExhausted = (n: number) => `${n} deliveries in a row failed every retry: switched off`;

export const WEBHOOK_AUDIT_ACTIONS = {
  'webhook.created': 'Webhook created',
  'webhook.deleted': 'Webhook deleted',
  'webhook.secretRotated': 'Webhook secret rotated',
  'webhook.replayed': 'Webhook deliveries replayed',
  'webhook.enabled': 'Webhook switched back on',
} as const;
