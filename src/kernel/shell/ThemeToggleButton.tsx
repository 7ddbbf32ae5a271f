// Light/dark switch. react-admin keeps the mode under the store's `theme` key, which the kernel's
// store maps onto local storage; the class on <html> follows it. An icon in the app bar, or an item
// of the user menu on a phone.
import { useEffect } from 'react';
import { IconButton, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import { useTheme, useTranslate } from 'react-admin';
import { applyThemeClass } from './theme';

const TOGGLE_THEME = 'switchboard.menu.toggleTheme';

export function useThemeClassSync() {
  const [mode] = useTheme();
  useEffect(() => applyThemeClass(mode === 'dark' ? 'dark' : 'light'), [mode]);
}

function useThemeToggle() {
  const [mode, setMode] = useTheme();
  const dark = mode === 'dark';
  return { dark, toggle: () => setMode(dark ? 'light' : 'dark') };
}

export function ThemeToggleButton() {
  const { dark, toggle } = useThemeToggle();
  const translate = useTranslate();
  return (
    <Tooltip title={translate(TOGGLE_THEME)}>
      <IconButton color="inherit" aria-label={translate(TOGGLE_THEME)} onClick={toggle}>
        {dark ? <Brightness7Icon /> : <Brightness4Icon />}
      </IconButton>
    </Tooltip>
  );
}

/** The same switch as a menu item; the menu stays open so the change shows behind it. */
export function ThemeToggleMenuItem() {
  const { dark, toggle } = useThemeToggle();
  const translate = useTranslate();
  return (
    <MenuItem onClick={toggle}>
      <ListItemIcon>{dark ? <Brightness7Icon fontSize="small" /> : <Brightness4Icon fontSize="small" />}</ListItemIcon>
      <ListItemText>{translate(TOGGLE_THEME)}</ListItemText>
    </MenuItem>
  );
}
