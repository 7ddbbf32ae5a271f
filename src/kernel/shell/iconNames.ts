// The icons a manifest entry may name (menu entries, app-bar actions): the shell draws them without
// loading the plugin. Names only, so the build's manifest validation imports no React; icons.ts maps
// each to its component (a unit test keeps the two lists equal).
export const SHELL_ICON_NAMES = [
  'AdminPanelSettings',
  'Business',
  'ContactPhone',
  'CreditCard',
  'Dashboard',
  'DashboardCustomizeOutlined',
  'Dialpad',
  'Forum',
  'History',
  'LibraryBooks',
  'ListAlt',
  'ManageSearch',
  'PhoneInTalk',
  'Storefront',
  'SupportAgent',
  'Webhook',
] as const;

export type ShellIconName = (typeof SHELL_ICON_NAMES)[number];

export const isShellIcon = (name: string): name is ShellIconName => (SHELL_ICON_NAMES as readonly string[]).includes(name);
