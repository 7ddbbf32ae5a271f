// Issue 24 items 4 and 6 at the theme level: every native field at 16 px (a phone zooms into smaller
// text and the spec's viewport forbids zooming back), kept when reduced motion rewrites the baseline,
// a disabled field's helper text and react-admin's loader readable (axe color-contrast found the
// disabled grey), and a list's table scrolling inside its frame.
import { describe, expect, it } from 'vitest';
import { createTheme, type Theme } from '@mui/material/styles';
import { darkTheme, lightTheme } from '../../src/kernel/shell/theme';
import { withMotionPreference } from '../../src/kernel/shell/motion';

type Overrides = Record<string, unknown>;

describe('the phone-ready themes', () => {
  for (const [name, options] of [['light', lightTheme], ['dark', darkTheme]] as const) {
    for (const reduced of [false, true]) {
      it(`${name}${reduced ? ' with reduced motion' : ''}: native inputs, selects and text areas compute 16 px`, () => {
        const theme = createTheme(withMotionPreference(options, reduced) as object);
        const baseline = theme.components?.MuiCssBaseline?.styleOverrides as Overrides;
        expect(baseline['input, select, textarea']).toEqual({ fontSize: 16 });
      });
    }

    it(`${name}: a disabled field's helper text takes the secondary text colour`, () => {
      const theme = createTheme(options as object);
      const root = theme.components?.MuiFormHelperText?.styleOverrides?.root as (props: { theme: Theme }) => Overrides;
      expect(root({ theme })['&.Mui-disabled:not(.Mui-error)']).toEqual({ color: theme.palette.text.secondary });
    });

    it(`${name}: react-admin's page loader and empty list speak in the secondary text colour, lists scroll in their frame`, () => {
      const theme = createTheme(options as object);
      const components = theme.components as Record<string, { styleOverrides: { root: Overrides | ((props: { theme: Theme }) => Overrides) } }>;
      const root = (name: string) => {
        const value = components[name].styleOverrides.root;
        return typeof value === 'function' ? value({ theme }) : value;
      };
      expect(root('RaLoading')['& .RaLoading-message']).toEqual({ color: theme.palette.text.secondary });
      expect(root('RaEmpty')['& .RaEmpty-message']).toEqual({ color: theme.palette.text.secondary });
      expect(root('RaList')['& .RaList-content']).toEqual({ overflowX: 'auto', maxWidth: '100%' });
    });
  }
});
