// The component suite fails a test on anything written to console.error or console.warn (React's
// warnings come that way) and on any uncaught error, listing the messages. A test that provokes a
// message on purpose (a refused query react-admin logs in development, a boundary catching a thrown
// screen) declares it with expectConsoleError / expectConsoleWarning: narrow, per test, and itself a
// check, since the test fails when the declared message never shows.
import { format } from 'node:util';

type Level = 'error' | 'warn';

interface Logged {
  level: Level | 'uncaught';
  text: string;
  /** logged between two tests (a late answer, an unmount): shown so the culprit is not misread */
  between: boolean;
}

interface Expectation {
  level: Level;
  pattern: RegExp;
  seen: boolean;
}

const logged: Logged[] = [];
let expectations: Expectation[] = [];
let inTest = false;

// an Error reads as its name and message (its stack would bury the list); long texts are cut
const LONGEST = 1_000;
const brief = (value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : value);
const text = (args: unknown[]) => {
  const whole = format(...args.map(brief));
  return whole.length > LONGEST ? `${whole.slice(0, LONGEST)}…` : whole;
};

const record = (level: Logged['level']) =>
  function guarded(...args: unknown[]) {
    logged.push({ level, text: text(args), between: !inTest });
  };
const guards = { error: record('error'), warn: record('warn') };

/** Declares that this test makes `console.error` (or throws uncaught) with a message matching `pattern`. */
export function expectConsoleError(pattern: RegExp): void {
  expectations.push({ level: 'error', pattern, seen: false });
}

/** Declares that this test makes `console.warn` write a message matching `pattern`. */
export function expectConsoleWarning(pattern: RegExp): void {
  expectations.push({ level: 'warn', pattern, seen: false });
}

function matches(expectation: Expectation, entry: Logged): boolean {
  const level = entry.level === 'uncaught' ? 'error' : entry.level;
  return expectation.level === level && expectation.pattern.test(entry.text);
}

let replaced = false;

// Where console.error/warn lead. Their properties are defined once per process and cannot be
// redefined (so vi.spyOn cannot take them over), hence this indirection if a process ran a second file.
interface Holder {
  guards: typeof guards;
  onReplace: () => void;
}
const HOLDER = Symbol.for('switchboard.consoleGuard');
const holder = ((globalThis as Record<symbol, Holder | undefined>)[HOLDER] ??= { guards, onReplace: () => {} });

export function installConsoleGuard(): void {
  holder.guards = guards;
  holder.onReplace = () => (replaced = true);
  // console.error and console.warn stay the guards for the whole run: a test that assigns them is
  // told to declare the message instead, and one that spies on them gets an error at once
  for (const level of ['error', 'warn'] as const) {
    if (Object.getOwnPropertyDescriptor(console, level)?.configurable === false) continue;
    Object.defineProperty(console, level, {
      configurable: false,
      get: () => holder.guards[level],
      set: () => holder.onReplace(),
    });
  }
  // jsdom reports an error nobody caught (an event handler, React's reportError) as an `error` event
  window.addEventListener('error', (event) => {
    logged.push({ level: 'uncaught', text: text([event.error ?? event.message]), between: !inTest });
  });
}

/** Before each test: a fresh list of expectations. */
export function startConsoleCheck(): void {
  replaced = false;
  expectations = [];
  inTest = true;
}

/** After each test (after unmounting): throws, failing the test, on anything unexpected or missing. */
export function finishConsoleCheck(): void {
  inTest = false;
  const problems: string[] = [];
  if (replaced) {
    problems.push('the test assigned console.error or console.warn: declare the message with expectConsoleError/expectConsoleWarning instead');
  }
  replaced = false;
  const unexpected = logged.splice(0).filter((entry) => {
    const declared = expectations.filter((expectation) => matches(expectation, entry));
    declared.forEach((expectation) => (expectation.seen = true));
    return declared.length === 0;
  });
  for (const entry of unexpected) {
    problems.push(`console ${entry.level}${entry.between ? ' (before this test started)' : ''}: ${entry.text}`);
  }
  for (const expectation of expectations.filter((e) => !e.seen)) {
    problems.push(`expected a console ${expectation.level} matching ${expectation.pattern}, none came`);
  }
  expectations = [];
  if (problems.length > 0) throw new Error(`The browser console was not clean:\n- ${problems.join('\n- ')}`);
}
