// The shell's own words (app bar, home page, account bar, view switcher, loading states, the kernel
// overlays' info dialog). Some of these render before react-admin (and its translator) loads, so
// they are read through localized() like a plugin's messages (French in shellMessages.fr.ts).
import { localized } from '../i18n/localized';
import { SHELL_MESSAGES_FR } from './shellMessages.fr';

const english = {
  backToAccount: 'Back to my account',
  signOut: 'Sign out',
  returnToAccount: 'Return to my account',
  actingOn: 'You are acting on',
  actingOnDetail: '. Every change applies to this account.',
  account: 'Account',
  myAccount: 'My account',
  home: 'Home',
  welcome: (name: string) => `Welcome, ${name}`,
  areas: 'Areas',
  noAreas: 'No areas are enabled for this account yet.',
  loading: 'Loading',
  loadingPage: 'Loading page',
  switchView: 'Switch view',
  viewingAs: (view: string) => `Viewing as: ${view}`,
  whatEachViewShows: 'What each view shows…',
  close: 'Close',
  documentation: 'documentation',
} as const;

export type ShellMessages = typeof english;

export const SHELL_MESSAGES = localized(english, { fr: SHELL_MESSAGES_FR });
