import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { finishConsoleCheck, installConsoleGuard, startConsoleCheck } from './consoleGuard';
import { installEventSource } from './eventSourceShim';

// Every screen here talks to a real server on a 2-core machine that also runs other suites: a first
// list load (lazy chunks, a round trip) can take over Testing Library's default 1 s of waiting.
configure({ asyncUtilTimeout: 5_000 });

// Any console error, warning or uncaught error fails the test (consoleGuard.ts). Hooks run last
// registered first, so this check runs after the unmount below and sees what unmounting logs.
installConsoleGuard();
beforeEach(startConsoleCheck);
afterEach(finishConsoleCheck);
// what came after a file's last test (a late answer) fails the file
afterAll(finishConsoleCheck);

afterEach(() => {
  cleanup();
  // what a test wrote into the page by hand (not through render) goes too: the next file shares it
  document.body.innerHTML = '';
  localStorage.clear();
});

// the console's live events (src/kernel/events) read the real server's stream
installEventSource();

// jsdom has neither; MUI and react-admin ask for both
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom computes a style from every stylesheet rule (MUI's emotion adds hundreds), and even when it
// has the result cached it hands back a property-by-property copy; Testing Library's role queries
// and user-event ask for the style of every element on every retry. Hand back the same read-only
// result for as long as jsdom's own cache holds it (jsdom drops that cache on any change to the DOM,
// an attribute or a stylesheet), so what is computed is exactly what jsdom would compute.
const implSymbol = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
if (implSymbol) {
  const computeStyle = window.getComputedStyle.bind(window);
  const held = new WeakMap<object, WeakMap<Element, CSSStyleDeclaration>>();
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    const impl = (element.ownerDocument as unknown as Record<symbol, { _styleCache?: object } | undefined>)[implSymbol];
    const jsdomCache = impl?._styleCache;
    if (pseudoElement || !jsdomCache) return computeStyle(element, pseudoElement);
    let styles = held.get(jsdomCache);
    if (!styles) held.set(jsdomCache, (styles = new WeakMap()));
    let style = styles.get(element);
    if (!style) styles.set(element, (style = computeStyle(element)));
    return style;
  };
}
