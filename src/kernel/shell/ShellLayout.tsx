// The signed-in layout: app bar, sidebar menu, loading bar, overlays and the confirm dialog. Embed
// mode drops the app bar and the sidebar; on the settings route the minimised sidebar is hidden on
// desktop (spec 2.2).
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Layout, Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { detectForeignFrame, isEmbedMode } from '../embed';
import { hideSidebarOnSettings } from './shellRules';
import { useKernel } from '../KernelContext';
import { TOKENS } from '../tokens';
import { useContributions } from '../useContributions';
import { ShellServices } from './ShellServices';
import { OverlayHost } from '../../overlays/OverlayHost';
import { AccountContextBar } from './AccountContextBar';
import { BusyNotice } from './BusyNotice';
import { ConfirmProvider } from './ConfirmProvider';
import { RouteLoadingBar } from './RouteLoadingBar';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';
import { useThemeClassSync } from './ThemeToggleButton';
import { useKeyboardRows } from './keyboardRows';

const Nothing = () => null;

function ShellSidebar(props: SidebarProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useSidebarState();
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  // Below `sm` the menu is a drawer over the page: a window narrowed to phone width (a turned tablet,
  // a resized window) with the desktop's open menu would find the page covered, so the menu closes
  // before the drawer is ever drawn open.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const drawnAtPhoneWidth = useRef(phone && !open);
  const becamePhone = phone && open && !drawnAtPhoneWidth.current;
  useLayoutEffect(() => {
    if (becamePhone) setOpen(false);
    drawnAtPhoneWidth.current = phone;
  }, [becamePhone, phone, setOpen]);
  if (becamePhone) return null;
  if (hideSidebarOnSettings(pathname, open, desktop)) return null;
  return <Sidebar {...props} />;
}

export function ShellLayout({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const { permissions, account, user } = useKernel();
  const overlays = useContributions(TOKENS.Overlay);
  const inForeignFrame = useMemo(() => detectForeignFrame(), []);
  // the full path: the router's is relative to the account prefix
  const embed = isEmbedMode(window.location.pathname, search, inForeignFrame);
  useThemeClassSync();
  useKeyboardRows();
  return (
    <ConfirmProvider>
      <RouteLoadingBar />
      <Layout
        appBar={embed ? Nothing : ShellAppBar}
        sidebar={embed ? Nothing : ShellSidebar}
        menu={ShellMenu}
        // react-admin's layout is at least as wide as its content (min-width: fit-content, then flex
        // items' automatic minimum): a wide table pushed the page past the window's right edge. The
        // layout and its content column may shrink, so the table scrolls in its own container (the
        // list's frame: theme.ts, RaList, where it outranks react-admin's own `overflow: inherit`).
        sx={{
          minWidth: 0,
          '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
          ...(embed ? { '& .RaLayout-appFrame': { marginTop: 0, minWidth: 0 } } : {}),
        }}
      >
        <AccountContextBar />
        {children}
      </Layout>
      <OverlayHost overlays={overlays} permissions={permissions} view={{ account, user }} />
      <ShellServices />
      <BusyNotice />
    </ConfirmProvider>
  );
}
