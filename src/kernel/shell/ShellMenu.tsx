// The sidebar menu: Menu contributions by group (accounts, workspace, admin), each shown when its
// canAccess passes.
import { Menu } from 'react-admin';
import SettingsIcon from '@mui/icons-material/Settings';
import { menuEntries } from '../container';
import { useKernel } from '../KernelContext';
import { useAccessCheck } from '../useAccessCheck';

export function ShellMenu() {
  const { container } = useKernel();
  const allows = useAccessCheck();
  const entries = menuEntries(container).filter((m) => allows(m.canAccess));
  return (
    <Menu>
      <Menu.DashboardItem />
      {entries.map((m) => {
        const Icon = m.icon;
        return <Menu.Item key={m.id} to={m.to} primaryText={m.label} leftIcon={Icon ? <Icon /> : undefined} />;
      })}
      <Menu.Item to="/settings" primaryText="Settings" leftIcon={<SettingsIcon />} />
    </Menu>
  );
}
