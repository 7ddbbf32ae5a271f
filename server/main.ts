import { buildApp } from './app';
import { createOneTimeToken } from './auth/sessions';
import { accounts } from './db/schema';
import { openDatabase } from './db/store';
import { inArray } from 'drizzle-orm';
import { PERSONAS, seedIfEmpty } from './seed';
import { selectCarrier } from './providers/carrier';
import { selectEmailProvider } from './providers/email';
import { mailOutboxDays } from './providers/email/retention';
import { startReportScheduler } from './reports/scheduler';
import { httpLimitsFrom } from './kit/connectionLimits';
import { shedOptionsFrom } from './kit/loadShedding';
import { createLogStream } from './kit/logStream';
import { handleShutdownSignals, shutdownTimesFrom } from './shutdown';

const started = performance.now();
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const production = process.env.NODE_ENV === 'production';
const databaseUrl = process.env.DATABASE_URL;
const usePostgres = !!databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl);
const dataDir = process.env.DATA_DIR ?? '.data/pglite';
// Read before anything starts: a bad value stops the server with its message instead of running on
// a guess (pruning mail, timing out clients).
const settings = (() => {
  try {
    // selectCarrier: a bad or missing CARRIER/TWILIO_* value names the variable now, not at the first call
    selectCarrier();
    return { outboxDays: mailOutboxDays(), http: httpLimitsFrom(), shed: shedOptionsFrom(), shutdown: shutdownTimesFrom() };
  } catch (error) {
    process.stderr.write(`Switchboard did not start: ${(error as Error).message}\n`);
    process.exit(1);
  }
})();
const { outboxDays } = settings;
const logStream = createLogStream();

const database = await openDatabase(usePostgres ? databaseUrl : dataDir);
await seedIfEmpty(database);

// Test runs (NODE_ENV=test) sign the same personas in many times: relax the code limits there;
// explicit SIGNIN_CODE_LIMIT_* values win.
const relaxed = process.env.NODE_ENV === 'test' ? 1000 : undefined;
const limit = (name: string, fallback?: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const app = await buildApp({
  db: database,
  demo: !production,
  codeLimits: Object.fromEntries(
    Object.entries({
      perAddress: limit('SIGNIN_CODE_LIMIT_ADDRESS', relaxed),
      perIp: limit('SIGNIN_CODE_LIMIT_IP', relaxed),
    }).filter(([, v]) => v !== undefined),
  ),
  logger: { level: process.env.LOG_LEVEL ?? 'info', stream: logStream },
  staticDir: process.env.STATIC_DIR ?? 'dist',
  trustProxy: process.env.TRUST_PROXY === 'true' ? true : process.env.TRUST_PROXY || undefined,
  publicUrl: process.env.PUBLIC_URL?.replace(/\/+$/, ''),
  http: settings.http,
  shed: settings.shed,
});
await app.listen({ port, host });
// Scheduled dashboard reports, mailed every minute when due, and the mail outbox pruned to its
// retention. Off in test runs (tests drive the tick with their own clock) and with
// REPORT_SCHEDULER=off; on for REPORT_SCHEDULER=on.
const reportsOn = process.env.REPORT_SCHEDULER === 'on' || (process.env.REPORT_SCHEDULER !== 'off' && process.env.NODE_ENV !== 'test');
const stopReports = reportsOn ? startReportScheduler(database.db, selectEmailProvider(database.db), app.log, { outboxDays }) : () => {};

// Fresh single-use links on every start; printed to stdout (not the JSON log) for a person to click.
// Not in production: a sign-in link in a production log would be a standing credential.
const emails: string[] = production ? [] : Object.values(PERSONAS).map((p) => p.email);
const rows = await database.db
  .select({ id: accounts.id, email: accounts.email })
  .from(accounts)
  .where(inArray(accounts.email, emails));
// Where people open the console: this server, or Vite's dev server under `npm run dev`.
const consoleUrl = (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
const lines = [`Switchboard listening on http://localhost:${port} (${usePostgres ? 'PostgreSQL' : `PGlite ${dataDir}`})`];
rows.sort((a, b) => emails.indexOf(a.email ?? '') - emails.indexOf(b.email ?? ''));
for (const row of rows) {
  const token = await createOneTimeToken(database.db, row.id);
  lines.push(`  ${row.email?.padEnd(22)} ${consoleUrl}/app?oneTimeToken=${token}`);
}
lines.push(`Started in ${Math.round(performance.now() - started)} ms. Docs: http://localhost:${port}/docs`);
logStream.write(`${lines.join('\n')}\n`);

handleShutdownSignals({
  app,
  times: settings.shutdown,
  stopWork: stopReports,
  closeResources: () => database.close(),
  flushLog: (timeoutMs) => logStream.drain(timeoutMs),
});
