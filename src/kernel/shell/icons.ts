// The components of the icons manifest entries name (iconNames.ts). A new plugin needing another
// icon adds one line here and its name there: the kernel, not the plugin, draws the shell.
import type { ComponentType } from 'react';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Business from '@mui/icons-material/Business';
import ContactPhone from '@mui/icons-material/ContactPhone';
import CreditCard from '@mui/icons-material/CreditCard';
import Dashboard from '@mui/icons-material/Dashboard';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import Dialpad from '@mui/icons-material/Dialpad';
import Forum from '@mui/icons-material/Forum';
import History from '@mui/icons-material/History';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import ListAlt from '@mui/icons-material/ListAlt';
import ManageSearch from '@mui/icons-material/ManageSearch';
import PhoneInTalk from '@mui/icons-material/PhoneInTalk';
import Storefront from '@mui/icons-material/Storefront';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Webhook from '@mui/icons-material/Webhook';
import { isShellIcon, type ShellIconName } from './iconNames';

export const SHELL_ICONS: Record<ShellIconName, ComponentType> = {
  AdminPanelSettings,
  Business,
  ContactPhone,
  CreditCard,
  Dashboard,
  DashboardCustomizeOutlined,
  Dialpad,
  Forum,
  History,
  LibraryBooks,
  ListAlt,
  ManageSearch,
  PhoneInTalk,
  Storefront,
  SupportAgent,
  Webhook,
};

export const shellIcon = (name: string | undefined): ComponentType | undefined => (name && isShellIcon(name) ? SHELL_ICONS[name] : undefined);
