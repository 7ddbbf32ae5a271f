// The strings of the mobile bridge and of the pages outside /app (/mobile/start, /install), in one
// place. These pages render before react-admin (and its translator) loads, like the sign-in landing:
// the page's language comes from localized() (French in messages.fr.ts).
import { localized } from '../i18n/localized';
import { MOBILE_MESSAGES_FR } from './messages.fr';

const english = {
  // answers to the native side
  notSignedIn: 'Not signed in',
  contactsUnavailable: 'Contacts are not available for this account',
  searchFailed: 'The contact search failed',
  checkInFailed: 'The check-in failed',
  // /mobile/start
  signedOutTitle: 'You are signed out',
  signedOutText: 'You have signed out of %{brand} on this device.',
  signInAgain: 'Sign in again',
  openConsole: 'Open %{brand}',
  // /install
  installTitle: 'Get the %{brand} app',
  installText: 'Install the app on your phone from its store.',
  appStore: 'Download on the App Store',
  playStore: 'Get it on Google Play',
  redirecting: 'Opening the store…',
  backToConsole: 'Back to the console',
} as const;

export type MobileMessages = typeof english;

export const MOBILE_MESSAGES = localized(english, { fr: MOBILE_MESSAGES_FR });

/** `%{name}` replaced by its value (the same form as the console's translator). */
export function fillMessage(text: string, values: Record<string, string>): string {
  return text.replace(/%\{(\w+)\}/g, (token, name: string) => (Object.hasOwn(values, name) ? values[name] : token));
}
