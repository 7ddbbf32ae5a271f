// The kernel's own English (the shell and the overlay kit), under `switchboard.*`: merged into
// locales/en.ts beside react-admin's, so a locale file translates them like any other key.
import type { Messages } from './messages';
import { SIGNUP_MESSAGES } from '../signin/signUpMessages';

export const KERNEL_MESSAGES = {
  switchboard: {
    record: {
      // a record overlay whose id the server does not know (404), or will not say (403)
      notFound: '%{name} not found: it may have been deleted, or the link is wrong.',
      notFoundAny: 'Not found: it may have been deleted, or the link is wrong.',
      notOpen: '%{name} not found, or not open to you: the link may be wrong.',
      notOpenAny: 'Not found, or not open to you: the link may be wrong.',
    },
    // the user menu's items on a phone (and the app bar's icons): Help, the light/dark switch
    menu: { home: 'Home', settings: 'Settings', help: 'Help', toggleTheme: 'Toggle theme' },
    // a list whose server counts only up to a cap: at least `total` (react-admin's page_range_info, plus "+")
    list: { rangeAtLeast: '%{offsetBegin}-%{offsetEnd} of %{total}+' },
    // the server answered 503 with Retry-After (load shedding): the call is retried by itself
    busy: { retrying: 'Server busy, retrying…' },
    overlay: {
      // an overlay name whose plugin does not exist or is off, or that the viewer may not open
      unavailable: 'This screen is not available',
      unavailableDetail: 'It does not exist for this account, or you may not open it here.',
    },
    // the app bar's bell (NotificationBell.tsx): notifications and the priority activity, unread first
    bell: {
      label: 'Notifications and activity',
      labelUnread: 'Notifications and activity: %{count} unread',
      empty: 'Nothing new',
      notifications: 'Notifications',
      activity: 'Activity',
      clear: 'Clear',
      clearItem: 'Clear: %{text}',
      clearAll: 'Clear all',
      message: 'Message from %{from}',
      call: 'Call with %{from}',
      // spec doc 2 error catalogue: priority activity without an account id
      noAccountId: 'no account id',
      failed: 'Notifications could not be loaded',
    },
    settings: {
      title: 'Settings',
      close: 'Close',
      profile: 'Profile',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      role: 'Role',
      account: 'Account',
      none: 'Not set',
      appearance: 'Appearance',
      theme: 'Theme',
      light: 'Light',
      dark: 'Dark',
      // the page's language (Settings → Language): stored on this device, the page reloads in it
      language: 'Language',
      languageHint: 'The page reloads in the language you choose.',
    },
    // the landing's sign-up form (src/kernel/signin/SignUpForm.tsx)
    signup: SIGNUP_MESSAGES,
  },
} as const satisfies Messages;
