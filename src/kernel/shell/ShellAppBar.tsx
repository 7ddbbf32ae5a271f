// The app bar: brand logo and name, the plugins' app-bar actions, the bell, the viewingAs switcher, theme
// toggle, help, and the user menu: the plugins' entries (the manifest's userMenu), then Sign out.
import { AppBar, LoadingIndicator, TitlePortal, UserMenu, useTranslate, useUserMenu, type AppBarProps } from 'react-admin';
import { Box, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useKernel } from '../KernelContext';
import { TOKENS } from '../tokens';
import { useAccessCheck } from '../useAccessCheck';
import { useContributions } from '../useContributions';
import { useOpenOverlay } from '../../overlays/useOverlayParams';
import { HelpButton } from './HelpButton';
import { NotificationBell } from './NotificationBell';
import { ThemeToggleButton } from './ThemeToggleButton';
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
      <ListItemText>Sign out</ListItemText>
    </MenuItem>
  );
}

export function BrandMark() {
  const { brand } = useKernel();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }}>
      <Box component="img" src={brand.logo} alt="" sx={{ height: 28, width: 28 }} />
      <Typography variant="h6" component="span" noWrap>
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
  // react-admin passes unknown props on to the spinner it shows while loading, which has no name of
  // its own (axe: aria-progressbar-name)
  const loaderName = { 'aria-label': translate('ra.page.loading') } as object;
  return (
    <AppBar
      {...props}
      toolbar={
        <>
          <AppBarActions />
          <NotificationBell />
          <ViewingAsSwitcher />
          <ThemeToggleButton />
          <HelpButton />
          <LoadingIndicator {...loaderName} />
        </>
      }
      userMenu={
        <UserMenu>
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
