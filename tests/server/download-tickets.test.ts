// Review finding on issue 21: download links carry a one-use, 60-second ticket bound to the caller, the
// target, the path and its query, never the session token. A ticket for another call, another path,
// expired, used, forged or minted with an API token is refused.
import { describe, expect, it } from 'vitest';
import { mintTicket, TICKET_MESSAGES } from '../../server/auth/downloadTickets';
import { call, serverWith } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'superAdmin']);
const owner = t.acmeOwner;
const CAPTURES = '/api/v2/sip/captures';

const placed = await call(server, 'POST', '/api/v2/sip/demoCalls', { token: owner, body: { to: '+15550100200' } });
const sipCallId = placed.body.capture.sipCallId as string;

async function ticketFor(path: string, query: Record<string, string>, token = owner) {
  const reply = await call(server, 'POST', '/api/v2/downloadTickets', { token, body: { path, query } });
  return reply;
}

const get = (path: string, query: Record<string, string>) => fetch(new URL(`${path}?${new URLSearchParams(query)}`, server.url));

describe('download tickets', () => {
  it('downloads once with a ticket and no token; a second use is refused', async () => {
    const made = await ticketFor(CAPTURES, { sipCallId, format: 'binary' });
    expect(made.status).toBe(200);
    expect(made.body.ticket).not.toContain(owner);
    expect(Date.parse(made.body.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const first = await get(CAPTURES, { sipCallId, format: 'binary', ticket: made.body.ticket });
    expect(first.status).toBe(200);
    expect(Buffer.from(await first.arrayBuffer()).readUInt32LE(0)).toBe(0xa1b2c3d4);
    const again = await get(CAPTURES, { sipCallId, format: 'binary', ticket: made.body.ticket });
    expect(again.status).toBe(401);
    expect(((await again.json()) as { message: string }).message).toBe(TICKET_MESSAGES.used);
  });

  it('refuses a ticket for another query or path, an expired or forged one, and no credential', async () => {
    const { ticket } = (await ticketFor(CAPTURES, { sipCallId, format: 'text' })).body as { ticket: string };
    expect((await get(CAPTURES, { sipCallId, format: 'binary', ticket })).status).toBe(403);
    expect((await get('/api/v2/auditLog/export', { ticket })).status).toBe(403);
    const expired = await mintTicket(server.db.db, { callerId: server.seeded.ids.acmeOwner, targetId: server.seeded.orgs.acme, path: CAPTURES, query: { sipCallId, format: 'text' } }, Date.now() - 61_000);
    const old = await get(CAPTURES, { sipCallId, format: 'text', ticket: expired.ticket });
    expect(old.status).toBe(401);
    expect(((await old.json()) as { message: string }).message).toBe(TICKET_MESSAGES.expired);
    const [body, mac] = ticket.split('.');
    const forgedBody = Buffer.from(Buffer.from(body!, 'base64url').toString().replace(/"t":\d+/, '"t":1')).toString('base64url');
    expect((await get(CAPTURES, { sipCallId, format: 'text', ticket: `${forgedBody}.${mac}` })).status).toBe(401);
    expect((await get(CAPTURES, { sipCallId, format: 'text', ticket: 'garbage' })).status).toBe(401);
    expect((await get(CAPTURES, { sipCallId, format: 'text' })).status).toBe(401);
    // routes that are not downloads take no tickets
    expect((await get('/api/v2/contact', { ticket })).status).toBe(401);
  });

  it('mints only for download routes, for sessions, naming the field', async () => {
    expect((await ticketFor('/api/v2/contact', {})).body.message).toBe('path: Not a download that takes tickets');
    expect((await ticketFor('http://evil.example/x', {})).body.message).toMatch(/^path: /);
    expect((await ticketFor(CAPTURES, { token: owner })).status).toBe(400);
    const apiToken = (await call(server, 'POST', '/api/v2/tokens', { token: owner, body: { description: 'dl', type: 'write' } })).body.token as string;
    expect((await ticketFor(CAPTURES, { sipCallId }, apiToken)).status).toBe(403);
    // the audit export (a super admin's) with its ticket
    const audit = await ticketFor('/api/v2/auditLog/export', {}, t.superAdmin);
    const csv = await get('/api/v2/auditLog/export', { ticket: audit.body.ticket });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
  });
});
