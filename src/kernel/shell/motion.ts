// People who ask their system for reduced motion (prefers-reduced-motion: reduce) get the console
// without its movement: MUI's transitions take no time (dialogs, menus and drawers appear at once)
// and CSS animations and transitions stop (skeleton pulses, spinners). The e2e suite runs this way
// (playwright.config.ts), which also spares the software-rendered browser every animation frame.
import type { ThemeOptions } from '@mui/material/styles';

const REDUCED = '(prefers-reduced-motion: reduce)';
const STILL = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };
const STILL_CSS = `@media ${REDUCED} { *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; } }`;

// the same rules as style objects, for a baseline given as an object (the theme's 16 px native fields)
const STILL_RULES = {
  '*, *::before, *::after': {
    animationDuration: '0.01ms !important',
    animationIterationCount: '1 !important',
    transitionDuration: '0.01ms !important',
    scrollBehavior: 'auto !important',
  },
};

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED).matches;
}

/** The theme as given, or, when the person asks for reduced motion, the same theme without movement. */
export function withMotionPreference<T extends ThemeOptions>(theme: T, reduced = prefersReducedMotion()): T {
  if (!reduced) return theme;
  const baseline = theme.components?.MuiCssBaseline?.styleOverrides;
  return {
    ...theme,
    transitions: { ...theme.transitions, create: () => 'none', duration: STILL },
    components: {
      ...theme.components,
      MuiCssBaseline: {
        ...theme.components?.MuiCssBaseline,
        // the theme's own baseline stays, whether a string or style objects
        styleOverrides:
          typeof baseline === 'string'
            ? `${baseline}\n${STILL_CSS}`
            : baseline && typeof baseline === 'object'
              ? { ...baseline, [`@media ${REDUCED}`]: STILL_RULES }
              : STILL_CSS,
      },
    },
  };
}
