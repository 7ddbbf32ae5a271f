// Issue 18 point 3 across processes: two API processes (server/main.ts, as users start it) on one
// PostgreSQL database. An event made through process A reaches a stream open on process B through
// LISTEN/NOTIFY, and B's stream of another tenant gets nothing. The fallback poll is set far beyond
// the test's waits, so only a notification can deliver in time. PostgreSQL only: skipped unless
// TEST_DATABASE_URL is set, as on the suite's PostgreSQL pass.
import { describe, expect, it } from 'vitest';
import { EVENTS_STREAM_PATH } from '../../src/shared/events';
import { signInByEmail } from '../../server/demoSignIn';
import { EVENTS_ENV } from '../../server/events/config';
import type { ServerProcess } from '../../server/testing/spawnServer';
import { apiUrl, EMAILS } from './helpers';
import { openStream, pause } from './eventStream';
import { apiProcesses, onPostgres } from './processes';

describe.skipIf(!onPostgres)('events with two API processes on one database', () => {
  const { started: servers } = apiProcesses({ count: 2, env: { [EVENTS_ENV.pollMs]: '600000' } });

  it("delivers a contact made through A to B's stream of that org, and nothing to B's stream of another org", async () => {
    const [a, b] = servers;
    const acmeOnA = await signInByEmail(a.url, EMAILS.acmeOwner);
    const acmeOnB = await signInByEmail(b.url, EMAILS.acmeAdmin);
    const globexOnB = await signInByEmail(b.url, EMAILS.globexOwner);
    const acme = await openStream(apiUrl(b, EVENTS_STREAM_PATH), { authorization: `Bearer ${acmeOnB}` });
    const globex = await openStream(apiUrl(b, EVENTS_STREAM_PATH), { authorization: `Bearer ${globexOnB}` });
    try {
      expect([acme.status, globex.status]).toEqual([200, 200]);
      const made = Date.now();
      for (const firstName of ['Made on A', 'Also on A']) {
        const res = await fetch(apiUrl(a, '/api/v2/contact', { token: acmeOnA }), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ firstName }),
        });
        expect(res.status).toBe(201);
      }
      await acme.waitFor((e) => e.data.payload.contact.firstName === 'Also on A', 5000);
      expect(Date.now() - made).toBeLessThan(5000);
      expect(acme.events.map((e) => [e.event, e.data.payload.contact.firstName])).toEqual([
        ['contact.created', 'Made on A'],
        ['contact.created', 'Also on A'],
      ]);
      await pause(500);
      expect(globex.events).toEqual([]);
    } finally {
      acme.close();
      globex.close();
    }
  });

  it('resumes on B from an id seen on A', async () => {
    const [a, b] = servers;
    const onA = await signInByEmail(a.url, EMAILS.acmeOwner);
    const first = await openStream(apiUrl(a, EVENTS_STREAM_PATH), { authorization: `Bearer ${onA}` });
    const post = (server: ServerProcess, firstName: string) =>
      fetch(apiUrl(server, '/api/v2/contact', { token: onA }), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName }) });
    await post(a, 'Seen on A');
    const seen = await first.waitFor((e) => e.data.payload.contact.firstName === 'Seen on A');
    first.close();
    await post(a, 'Missed while away');
    const resumed = await openStream(apiUrl(b, EVENTS_STREAM_PATH), { authorization: `Bearer ${onA}`, 'last-event-id': seen.id! });
    try {
      await resumed.waitFor((e) => e.data.payload.contact.firstName === 'Missed while away');
      expect(resumed.events.map((e) => e.data.payload.contact.firstName)).toEqual(['Missed while away']);
    } finally {
      resumed.close();
    }
  });
});
