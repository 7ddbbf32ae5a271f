// Light and dark themes; the choice lives in local storage and is mirrored as a class on <html>.
// Both carry the phone rules of issue 24: the spec's breakpoints, tap targets of at least 44 px below
// the sm breakpoint (the mobile webview), inputs at 16 px (a phone zooms into smaller text, and the
// spec's viewport forbids the user zooming back), and colours with at least 4.5:1 contrast.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Components, Theme } from '@mui/material/styles';
import { storage, STORAGE_KEYS } from '../../adapters/storage';
import { currentLocale, type LocaleCode } from '../../shared/intl';
import { BREAKPOINTS } from '../constants';

export type ThemeMode = 'light' | 'dark';

/** The smallest tap target at phone width (WCAG 2.5.5, Apple's and Material's guidance). */
export const MIN_TAP_PX = 44;

// The app bar is the secondary colour with white text: #157a6e gives 5.2:1 (WCAG AA asks 4.5:1; the
// earlier #1b998b gave 3.5:1). A contrast threshold of 4.5 makes MUI pick dark text on any colour
// where white would fall short, white-label colours included (the dark theme's app bar is MUI's dark
// surface with white text).
// Every spinner is named (axe: aria-progressbar-name), react-admin's own included, with react-admin's
// own word for it (ra.page.loading in ra-language-english and raFrench.ts; tests/unit/i18n.test.ts
// checks they agree). Not read from those message files: they would pull all of react-admin's words
// into the sign-in page's script, which has a budget.
export const SPINNER_LABELS: Readonly<Record<LocaleCode, string>> = { en: 'Loading', fr: 'Chargement' };
const namedSpinners = { MuiCircularProgress: { defaultProps: { 'aria-label': SPINNER_LABELS[currentLocale()] } } };

// MUI's breakpoint names on the spec's values (doc 2 §9); 1536 and 1836 have no MUI name and are
// used through BREAKPOINTS where needed.
const breakpoints = { values: { xs: 0, sm: BREAKPOINTS.sm, md: BREAKPOINTS.md, lg: BREAKPOINTS.lg, xl: BREAKPOINTS.xl } };

const phone = (theme: Theme) => theme.breakpoints.down('sm');
const tap = { minHeight: MIN_TAP_PX, minWidth: MIN_TAP_PX };

/** Below sm: every control a finger uses is at least 44 × 44 px; text inputs stay at 16 px. */
const phoneComponents: Components<Omit<Theme, 'components'>> = {
  MuiButton: { styleOverrides: { root: ({ theme }) => ({ [phone(theme)]: tap }) } },
  MuiIconButton: { styleOverrides: { root: ({ theme }) => ({ [phone(theme)]: tap }) } },
  MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ [phone(theme)]: tap }) } },
  MuiFab: { styleOverrides: { root: ({ theme }) => ({ [phone(theme)]: tap }) } },
  MuiTab: { styleOverrides: { root: ({ theme }) => ({ [phone(theme)]: tap }) } },
  MuiMenuItem: { styleOverrides: { root: ({ theme }) => ({ [phone(theme)]: { minHeight: MIN_TAP_PX } }) } },
  MuiListItemButton: { styleOverrides: { root: ({ theme }) => ({ [phone(theme)]: { minHeight: MIN_TAP_PX } }) } },
  MuiChip: { styleOverrides: { root: ({ theme }) => ({ [phone(theme)]: { '&.MuiChip-clickable, &.MuiChip-deletable': { minHeight: MIN_TAP_PX } } }) } },
  MuiCheckbox: { styleOverrides: { root: ({ theme }) => ({ [phone(theme)]: { padding: 10 } }) } },
  MuiRadio: { styleOverrides: { root: ({ theme }) => ({ [phone(theme)]: { padding: 10 } }) } },
  MuiSwitch: {
    styleOverrides: {
      // 58 × 44 with the thumb and track still centred
      root: ({ theme }) => ({ [phone(theme)]: { height: MIN_TAP_PX, paddingTop: 15, paddingBottom: 15 } }),
      switchBase: ({ theme }) => ({ [phone(theme)]: { top: 3 } }),
    },
  },
  MuiFormControlLabel: { styleOverrides: { root: ({ theme }) => ({ [phone(theme)]: { minHeight: MIN_TAP_PX } }) } },
  MuiTableSortLabel: { styleOverrides: { root: ({ theme }) => ({ [phone(theme)]: tap }) } },
  MuiLink: {
    styleOverrides: {
      // a link standing alone (a button-like link, a breadcrumb) gets the tap size; one inside a sentence does not need it
      button: ({ theme }) => ({ [phone(theme)]: { ...tap, verticalAlign: 'middle' } }),
    },
  },
  MuiInputBase: {
    styleOverrides: {
      // 16 px at every width: below it iOS zooms into a focused field, and the viewport forbids zooming back
      input: { fontSize: 16 },
      root: ({ theme }) => ({ [phone(theme)]: { minHeight: MIN_TAP_PX } }),
    },
  },
  MuiSelect: { styleOverrides: { select: ({ theme }) => ({ [phone(theme)]: { minHeight: MIN_TAP_PX, display: 'flex', alignItems: 'center' } }) } },
  MuiTablePagination: {
    styleOverrides: {
      // the rows-per-page choice wraps under the range on a phone instead of pushing the page sideways
      toolbar: ({ theme }) => ({ [phone(theme)]: { flexWrap: 'wrap', paddingLeft: theme.spacing(1) } }),
      selectLabel: ({ theme }) => ({ [phone(theme)]: { margin: 0 } }),
    },
  },
  // a row that takes focus (a clickable list row, keyboardRows.ts; the logs' rows) shows where focus is
  MuiTableRow: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      }),
    },
  },
  MuiDialog: {
    styleOverrides: {
      // full screen below sm, whatever the dialog asked for (its maxWidth still applies above)
      paper: ({ theme }) => ({
        [phone(theme)]: { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: '100%', borderRadius: 0 },
      }),
    },
  },
};

/**
 * Every native field at 16 px, MUI's or not: the theme's MuiInputBase rule sizes the visible inputs, but a
 * Select's hidden native input, a plain <input>/<select> of a filter, and any field outside MUI's
 * components get the browser's 13.33 px. An element selector, so any class-level size still wins.
 */
const nativeFields = {
  MuiCssBaseline: { styleOverrides: { 'input, select, textarea': { fontSize: 16 } } },
};

/**
 * A disabled field's helper text is MUI's disabled grey (about 2.6:1), yet it still tells what the field
 * wants once it is enabled: the secondary text colour (4.5:1 or more). The field itself stays greyed.
 */
const readableHelperText = {
  MuiFormHelperText: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary } }),
    },
  },
};

/**
 * Every list's table scrolls inside its own frame, whatever its plugin set, so the page never scrolls
 * sideways. A theme override, because react-admin's List sets `overflow: inherit` on its frame after any
 * rule of the layout's (a layout-level rule lost: /app/organizations was 1,157 px wide at 390 px).
 */
const listFrames = {
  RaList: {
    styleOverrides: {
      root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto', maxWidth: '100%' } },
    },
  },
};

/** react-admin's empty list says "No … yet" in the disabled text colour (about 2.6:1): the secondary text colour (4.5:1 or more), the icon stays muted. */
const emptyList = {
  RaEmpty: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '& .RaEmpty-message': { color: theme.palette.text.secondary },
        '& .RaEmpty-icon': { color: theme.palette.text.disabled },
      }),
    },
  },
  // the same for react-admin's page loader ("Loading", "Please wait": axe found it on the wallet)
  RaLoading: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({ '& .RaLoading-message': { color: theme.palette.text.secondary } }),
    },
  },
};

/** react-admin's skip link paints white on the page's background (about 1.04:1): the primary colour instead. */
const skipLink = {
  RaSkipNavigationButton: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        backgroundColor: theme.palette.primary.main,
        color: theme.palette.primary.contrastText,
        '&:hover': { backgroundColor: theme.palette.primary.dark, opacity: 1 },
      }),
    },
  },
};

function phoneReady(base: RaThemeOptions, palette: RaThemeOptions['palette']): RaThemeOptions {
  return {
    ...base,
    breakpoints,
    components: {
      ...base.components,
      ...namedSpinners,
      ...phoneComponents,
      ...skipLink,
      ...emptyList,
      ...nativeFields,
      ...readableHelperText,
      ...listFrames,
    } as RaThemeOptions['components'],
    palette,
  };
}

export const lightTheme: RaThemeOptions = phoneReady(
  defaultLightTheme,
  { ...defaultLightTheme.palette, contrastThreshold: 4.5, primary: { main: '#3454d1' }, secondary: { main: '#157a6e' } },
);
export const darkTheme: RaThemeOptions = phoneReady(
  defaultDarkTheme,
  { ...defaultDarkTheme.palette, contrastThreshold: 4.5, primary: { main: '#8ea6ff' }, secondary: { main: '#4fd1c5' } },
);

export function storedThemeMode(): ThemeMode {
  return storage.get(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

export function applyThemeClass(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
}
