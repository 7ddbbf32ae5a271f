// Issue 24 items 4 and 6 at the theme level: every native field at 16 px (a phone zooms into smaller
// text and the spec's viewport forbids zooming back), kept when reduced motion rewrites the baseline,
// and a disabled field's helper text readable (axe color-contrast found MUI's disabled grey).
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
  }
});
