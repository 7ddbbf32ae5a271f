// The app bar: brand logo and name, the plugins' app-bar actions, the viewingAs switcher, theme
// toggle, help, and the user menu with Sign out.
import { AppBar, LoadingIndicator, TitlePortal, UserMenu, useTranslate, type AppBarProps } from 'react-admin';
import { Box, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useKernel } from '../KernelContext';
import { TOKENS } from '../tokens';
import { useAccessCheck } from '../useAccessCheck';
import { useContributions } from '../useContributions';
import { HelpButton } from './HelpButton';
import { ThemeToggleButton } from './ThemeToggleButton';
import { ViewingAsSwitcher } from './ViewingAsSwitcher';

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
          <ViewingAsSwitcher />
          <ThemeToggleButton />
          <HelpButton />
          <LoadingIndicator {...loaderName} />
        </>
      }
      userMenu={
        <UserMenu>
          <SignOutItem />
        </UserMenu>
      }
    >
      <BrandMark />
      <TitlePortal />
    </AppBar>
  );
}
