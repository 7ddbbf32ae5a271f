// The app bar: brand logo and name, the plugins' app-bar actions, the bell, the viewingAs switcher, theme
// toggle, help, and the user menu: the plugins' entries (the manifest's userMenu), then Sign out. At phone width (below the sm breakpoint, 550 px) it
// stays one 56 px row that never covers the page: the brand shows its logo only, the viewingAs switcher
// is an icon, and the theme toggle and help move into the user menu.
import { AppBar, LoadingIndicator, TitlePortal, UserMenu, useGetIdentity, useTranslate, useUserMenu, type AppBarProps } from 'react-admin';
import { SHELL_MESSAGES as M } from './shellMessages';
import { Box, Divider, ListItemIcon, ListItemText, MenuItem, Typography, useMediaQuery, type Theme } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useKernel } from '../KernelContext';
import { TOKENS } from '../tokens';
import { useAccessCheck } from '../useAccessCheck';
import { useContributions } from '../useContributions';
import { useOpenOverlay } from '../../overlays/useOverlayParams';
import { HelpButton, HelpMenuItem } from './HelpButton';
import { NotificationBell } from './NotificationBell';
import { ThemeToggleButton, ThemeToggleMenuItem } from './ThemeToggleButton';
import { ViewingAsSwitcher } from './ViewingAsSwitcher';

function PluginUserMenuItems() {
  const allows = useAccessCheck();
  const open = useOpenOverlay();
  const { onClose } = useUserMenu() ?? {};
  const items = useContributions(TOKENS.UserMenuItem).filter((i) => allows(i.canAccess));
  return items.map(({ id, label, overlay }) => (
    <MenuItem
      key={id}
      onClick={() => {
        onClose?.();
        open(overlay);
      }}
    >
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  ));
}

function SignOutItem() {
  const { session } = useKernel();
  return (
    <MenuItem onClick={() => void session.logout()}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{M.signOut}</ListItemText>
    </MenuItem>
  );
}

/** On a phone the theme toggle and help sit in the user menu (the bar has room for one row of icons); an array, as MUI's Menu takes no fragment. */
const phoneItems = [<ThemeToggleMenuItem key="theme" />, <HelpMenuItem key="help" />, <Divider key="divider" />];

export function BrandMark() {
  const { brand } = useKernel();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: { xs: 1, sm: 2 }, flexShrink: 0 }}>
      <Box component="img" src={brand.logo} alt="" sx={{ height: 28, width: 28 }} />
      {/* on a phone the page title needs the room; the name is the document's title there */}
      <Typography variant="h6" component="span" noWrap sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {brand.name}
      </Typography>
    </Box>
  );
}

function AppBarActions() {
  const allows = useAccessCheck();
  const actions = useContributions(TOKENS.AppBarAction).filter((a) => allows(a.canAccess));
  return actions.map(({ id, component: Action }) => <Action key={id} />);
}

export function ShellAppBar(props: AppBarProps) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { identity } = useGetIdentity();
  // react-admin passes unknown props on to the spinner it shows while loading, which has no name of
  // its own (axe: aria-progressbar-name)
  const loaderName = { 'aria-label': translate('ra.page.loading') } as object;
  // the button shows the user's name: its accessible name starts with it (axe: label-content-name-mismatch)
  const menuName = translate('ra.auth.user_menu', { _: 'Profile' });
  const userMenuLabel = identity?.fullName ? `${identity.fullName} (${menuName})` : menuName;
  return (
    <AppBar
      {...props}
      // one row: nothing wraps, the title gives way (it ellipsises)
      sx={{ '& .RaAppBar-toolbar': { flexWrap: 'nowrap', minWidth: 0 }, '& #react-admin-title': { minWidth: 0 } }}
      toolbar={
        <>
          <AppBarActions />
          <NotificationBell />
          <ViewingAsSwitcher />
          {phone ? null : <ThemeToggleButton />}
          {phone ? null : <HelpButton />}
          <LoadingIndicator {...loaderName} />
        </>
      }
      userMenu={
        <UserMenu label={userMenuLabel}>
          {phone ? phoneItems : null}
          <PluginUserMenuItems />
          <SignOutItem />
        </UserMenu>
      }
    >
      <BrandMark />
      <TitlePortal />
    </AppBar>
  );
}
