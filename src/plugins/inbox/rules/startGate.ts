// Spec 1 §4.3: starting a new conversation requires, in this order, premium (else the upgrade overlay,
// which then sends the user on to selectNumber), a phone number (else selectNumber) and SMS enabled
// (else requestAccess). Premium and smsEnabled are organization settings (spec 1 §3 "Settings keys"),
// which the account object carries resolved; whether the org has a number is asked of the server.

export interface StartFacts {
  settings: Record<string, unknown> | undefined;
  /** the organization has at least one active number */
  hasNumber: boolean;
}

/** The overlay to open instead of the composer: its catalogue name and the query it adds. */
export interface StartDetour {
  overlay: 'upgrade' | 'selectNumber' | 'requestAccess';
  params: Record<string, string>;
}

export const isPremium = (settings: Record<string, unknown> | undefined) => settings?.premium === true;
export const isSmsEnabled = (settings: Record<string, unknown> | undefined) => settings?.smsEnabled === true;

/** null: the composer may open. */
export function startGate({ settings, hasNumber }: StartFacts): StartDetour | null {
  if (!isPremium(settings)) return { overlay: 'upgrade', params: { redirect: 'selectNumber' } };
  if (!hasNumber) return { overlay: 'selectNumber', params: {} };
  if (!isSmsEnabled(settings)) return { overlay: 'requestAccess', params: {} };
  return null;
}
