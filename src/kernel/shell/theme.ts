// Light and dark themes; the choice lives in local storage and is mirrored as a class on <html>.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { storage, STORAGE_KEYS } from '../../adapters/storage';

export type ThemeMode = 'light' | 'dark';

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: { main: '#3454d1' }, secondary: { main: '#1b998b' } },
};
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, primary: { main: '#8ea6ff' }, secondary: { main: '#4fd1c5' } },
};

export function storedThemeMode(): ThemeMode {
  return storage.get(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

export function applyThemeClass(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
}
