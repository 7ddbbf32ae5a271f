// Light/dark switch. react-admin keeps the mode under the store's `theme` key, which the kernel's
// store maps onto local storage; the class on <html> follows it.
import { useEffect } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import { useTheme } from 'react-admin';
import { applyThemeClass } from './theme';

export function useThemeClassSync() {
  const [mode] = useTheme();
  useEffect(() => applyThemeClass(mode === 'dark' ? 'dark' : 'light'), [mode]);
}

export function ThemeToggleButton() {
  const [mode, setMode] = useTheme();
  const dark = mode === 'dark';
  return (
    <Tooltip title="Toggle theme">
      <IconButton color="inherit" aria-label="Toggle theme" onClick={() => setMode(dark ? 'light' : 'dark')}>
        {dark ? <Brightness7Icon /> : <Brightness4Icon />}
      </IconButton>
    </Tooltip>
  );
}
