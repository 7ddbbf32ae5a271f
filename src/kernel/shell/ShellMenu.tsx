// The sidebar menu: Menu contributions in order, each shown when its canSee passes.
import { Menu } from 'react-admin';
import SettingsIcon from '@mui/icons-material/Settings';
import { useKernel } from '../KernelContext';
import { useAccessCheck } from '../useAccessCheck';

export function ShellMenu() {
  const { contributions } = useKernel();
  const allows = useAccessCheck();
  const entries = contributions.menus.filter((m) => allows(m.canSee));
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
