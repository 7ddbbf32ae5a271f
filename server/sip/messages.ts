// The SIP area's refusals and audit labels (issue 21 point 2), named once.
export const IP_TAKEN = (existing: string) => `ip: This address or network is already on the list (as ${existing})`;
export const IP_NOT_FOUND = 'ip: This address or network is not on the list';
export const ROUTE_TAKEN = 'route: This route already exists';
export const ROUTE_NOT_FOUND = 'route: No such route';
export const MAX_IP_ENTRIES = 100;
export const MAX_ROUTES = 50;
export const TOO_MANY_IPS = `ip: At most ${MAX_IP_ENTRIES} entries`;
export const TOO_MANY_ROUTES = `route: At most ${MAX_ROUTES} routes`;
export const NO_REGISTRATION = 'No registration';
export const CAPTURE_NOT_FOUND = 'sipCallId: No capture of this call';
export const USERNAME_INVALID = 'username: Letters, digits and - _ . ! ~ * \' ( ) & = + $ , only';

export const SIP_AUDIT_ACTIONS = {
  'sip.ipAdded': 'SIP whitelist address added',
  'sip.ipRemoved': 'SIP whitelist address removed',
  'sip.routeAdded': 'SIP outbound route added',
  'sip.routeRemoved': 'SIP outbound route removed',
  'sip.registrationSaved': 'SIP registration saved',
  'sip.registrationRemoved': 'SIP registration removed',
} as const;
