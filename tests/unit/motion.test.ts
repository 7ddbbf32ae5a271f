import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { withMotionPreference } from '../../src/kernel/shell/motion';

describe('the reduced-motion preference', () => {
  const theme = { palette: { primary: { main: '#3454d1' } } };

  it('leaves the theme as it is for people who did not ask', () => {
    expect(withMotionPreference(theme, false)).toBe(theme);
  });

  it('makes every MUI transition instant and stops CSS animations for people who asked', () => {
    const still = createTheme(withMotionPreference(theme, true));
    expect(still.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.transitions.duration.leavingScreen).toBe(0);
    expect(String(still.components?.MuiCssBaseline?.styleOverrides)).toContain('prefers-reduced-motion: reduce');
    expect(still.palette.primary.main).toBe('#3454d1');
  });

  it('keeps a theme’s own baseline styles', () => {
    const own = withMotionPreference({ components: { MuiCssBaseline: { styleOverrides: 'body { margin: 0 }' } } }, true);
    expect(String(own.components?.MuiCssBaseline?.styleOverrides)).toMatch(/^body \{ margin: 0 \}\n@media/);
  });

  it('keeps a baseline given as style objects (the theme’s 16 px native fields) beside the still rules', () => {
    const own = withMotionPreference({ components: { MuiCssBaseline: { styleOverrides: { 'input, select, textarea': { fontSize: 16 } } } } }, true);
    expect(own.components?.MuiCssBaseline?.styleOverrides).toEqual({
      'input, select, textarea': { fontSize: 16 },
      '@media (prefers-reduced-motion: reduce)': { '*, *::before, *::after': expect.objectContaining({ transitionDuration: '0.01ms !important' }) },
    });
  });
});
