// Every e2e test fails on a console error or warning, or an uncaught error (`pageerror`), in any page
// it opened: the test's own `page` and the pages of contexts it makes with browser.newContext().
// Chromium also logs every 4xx/5xx answer as "Failed to load resource"; a test that provokes one on
// purpose (an expired link, a refused call) declares it with expectConsoleError, narrowly and per
// test, and fails when the declared message never comes.
import type { Browser, BrowserContext, ConsoleMessage, Page } from '@playwright/test';

type Level = 'error' | 'warning';

interface Logged {
  level: Level | 'pageerror';
  text: string;
}

interface Expectation {
  level: Level;
  pattern: RegExp;
  seen: boolean;
}

let logged: Logged[] = [];
let expectations: Expectation[] = [];

/**
 * Declares that this test makes a page log a console error (or throw uncaught) matching `pattern`.
 * A resource that failed to load reads "Failed to load resource: … 403 (Forbidden) <path>".
 */
export function expectConsoleError(pattern: RegExp): void {
  expectations.push({ level: 'error', pattern, seen: false });
}

/** Declares that this test makes a page log a console warning matching `pattern`. */
export function expectConsoleWarning(pattern: RegExp): void {
  expectations.push({ level: 'warning', pattern, seen: false });
}

// the path of what failed to load, never its query (it may carry a token)
const where = (message: ConsoleMessage) => {
  const url = message.location().url;
  if (!url) return '';
  try {
    return ` ${new URL(url).pathname}`;
  } catch {
    return '';
  }
};

function watchPage(page: Page): void {
  page.on('console', (message) => {
    const level = message.type();
    if (level === 'error' || level === 'warning') logged.push({ level, text: `${message.text()}${where(message)}` });
  });
  page.on('pageerror', (error) => logged.push({ level: 'pageerror', text: `${error.name}: ${error.message}` }));
}

function watchContext(context: BrowserContext): void {
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

/**
 * Watches the test's context and any context or page it makes from `browser`; the returned function,
 * called when the test is over, gives the problems found (empty when the console was clean).
 */
export function guardConsole(browser: Browser, context: BrowserContext): () => string[] {
  logged = [];
  expectations = [];
  watchContext(context);
  const { newContext, newPage } = browser;
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const made = await newContext.apply(browser, args);
    watchContext(made);
    return made;
  };
  browser.newPage = async (...args: Parameters<Browser['newPage']>) => {
    const made = await newPage.apply(browser, args);
    watchPage(made);
    return made;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
    const problems: string[] = [];
    for (const entry of logged) {
      const level = entry.level === 'pageerror' ? 'error' : entry.level;
      const declared = expectations.filter((e) => e.level === level && e.pattern.test(entry.text));
      declared.forEach((expectation) => (expectation.seen = true));
      if (declared.length === 0) problems.push(`console ${entry.level}: ${entry.text}`);
    }
    for (const expectation of expectations.filter((e) => !e.seen)) {
      problems.push(`expected a console ${expectation.level} matching ${expectation.pattern}, none came`);
    }
    logged = [];
    expectations = [];
    return problems;
  };
}
