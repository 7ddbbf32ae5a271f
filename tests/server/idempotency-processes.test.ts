// Retry-safe writes with real server processes (issue 17 point 4). A process killed between the
// commit of a create and its answer leaves a client that saw only a dropped connection; its retry
// with the same Idempotency-Key, to a new process, gets the first answer, and the contact exists
// once. On PostgreSQL (TEST_DATABASE_URL) two processes share the database: both agree on a key,
// in turn and in parallel. On PGlite the killed process's data folder is opened by the next one.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInByEmail } from '../../server/demoSignIn';
import { EXIT_AFTER_COMMIT_ENV, REPLAYED_HEADER } from '../../server/kit/idempotency';
import type { ServerProcess } from '../../server/testing/spawnServer';
import { apiUrl, EMAILS } from './helpers';
import { apiProcesses, onPostgres } from './processes';

// the key whose commit kills the process that does it
const FATAL_KEY = `fatal-${randomUUID()}`;

const processes = apiProcesses();

async function createContact(server: ServerProcess, token: string, key: string, firstName: string) {
  const response = await fetch(apiUrl(server, '/api/v2/contact', { token }), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ firstName }),
  });
  return { status: response.status, body: await response.json(), replayed: response.headers.get(REPLAYED_HEADER) === 'true' };
}

async function contactsNamed(server: ServerProcess, token: string, firstName: string): Promise<number> {
  const response = await fetch(apiUrl(server, '/api/v2/contact', { token, query: { search: firstName } }));
  const { contacts } = (await response.json()) as { contacts: { firstName?: string }[] };
  return contacts.filter((c) => c.firstName === firstName).length;
}

describe('a process killed between commit and answer', () => {
  it('leaves the retry its first answer, and one contact', async () => {
    const doomed = await processes.start({ [EXIT_AFTER_COMMIT_ENV]: FATAL_KEY });
    const token = await signInByEmail(doomed.url, EMAILS.acmeOwner);
    // the client sees only a dropped connection
    await expect(createContact(doomed, token, FATAL_KEY, 'Killed Once')).rejects.toThrow();
    if (doomed.child.signalCode === null) await new Promise((resolve) => doomed.child.once('exit', resolve));
    expect(doomed.child.signalCode).toBe('SIGKILL');

    const next = await processes.start();
    const retry = await createContact(next, token, FATAL_KEY, 'Killed Once');
    expect([retry.status, retry.replayed, retry.body.contact.firstName]).toEqual([201, true, 'Killed Once']);
    expect(await contactsNamed(next, token, 'Killed Once')).toBe(1);
    // without a key the same request would have made a second one
    expect((await createContact(next, token, randomUUID(), 'Killed Once')).replayed).toBe(false);
    expect(await contactsNamed(next, token, 'Killed Once')).toBe(2);
  }, 300_000);
});

describe.skipIf(!onPostgres)('two API processes on one PostgreSQL', () => {
  let servers: ServerProcess[];
  let token: string;

  beforeAll(async () => {
    // one after the other: both would otherwise compete for the machine while starting
    servers = [await processes.start(), await processes.start()];
    token = await signInByEmail(servers[0].url, EMAILS.acmeAdmin);
  }, 300_000);

  it('agree on a key: the second process replays the first one\'s answer, and refuses it for another body', async () => {
    const key = randomUUID();
    const first = await createContact(servers[0], token, key, 'Two Processes');
    const again = await createContact(servers[1], token, key, 'Two Processes');
    expect(again).toEqual({ ...first, replayed: true });
    expect((await createContact(servers[1], token, key, 'Another Body')).status).toBe(409);
    expect(await contactsNamed(servers[0], token, 'Two Processes')).toBe(1);
  });

  it('do the work once for parallel requests with one key split over both', async () => {
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 8 }, (_, n) => createContact(servers[n % 2], token, key, 'Parallel Processes')));
    expect(new Set(replies.map((r) => `${r.status} ${r.body.contact?.id}`)).size).toBe(1);
    expect(replies.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await contactsNamed(servers[1], token, 'Parallel Processes')).toBe(1);
  });
});
