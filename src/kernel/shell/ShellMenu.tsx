// The sidebar menu: Home, the Menu contributions by group (accounts, workspace, admin), each shown
// when its canAccess passes, and Settings. The home is "Home" here as on its page (react-admin would
// call it "Dashboard", a name that would clash with the Metrics page).
import { Menu, useTranslate } from 'react-admin';
import SettingsIcon from '@mui/icons-material/Settings';
import { menuEntries } from '../container';
import { useKernel } from '../KernelContext';
import { useAccessCheck } from '../useAccessCheck';

export function ShellMenu() {
  const { container } = useKernel();
  const allows = useAccessCheck();
  const translate = useTranslate();
  const entries = menuEntries(container).filter((m) => allows(m.canAccess));
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('switchboard.menu.home')} />
      {entries.map((m) => {
        const Icon = m.icon;
        return <Menu.Item key={m.id} to={m.to} primaryText={m.label} leftIcon={Icon ? <Icon /> : undefined} />;
      })}
      <Menu.Item to="/settings" primaryText={translate('switchboard.menu.settings')} leftIcon={<SettingsIcon />} />
    </Menu>
  );
}
