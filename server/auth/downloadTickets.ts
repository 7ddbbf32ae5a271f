// Download tickets (review finding on issue 21): a link the browser follows by itself (a pcap, a CSV
// export) cannot send a header, and a session token in its URL lands in history, Referer headers and
// proxies' logs. Instead the console asks POST /api/v2/downloadTickets for a ticket bound to the caller,
// the target account, the path and its exact query, valid 60 s and for one use, signed with HMAC-SHA256
// under a server secret (DOWNLOAD_TICKET_SECRET, else one the server makes once and keeps in the DB).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { serverSecrets } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { countHit } from '../kit/limitStore';
import { accountById, actableAccount } from './context';

export const TICKET_TTL_MS = 60_000;
export const TICKET_PARAM = 'ticket';
export const TICKET_MESSAGES = {
  // the same tickets open downloads and the live events stream, so the words name neither
  invalid: 'ticket: Invalid ticket',
  expired: 'ticket: The ticket has expired',
  used: 'ticket: The ticket was already used',
  otherPath: 'ticket: The ticket is for another address',
} as const;

/** The query parameter of routes that take tickets (`download: true` in defineRoute). */
export const ticketQuery = z.object({
  [TICKET_PARAM]: z.string().max(2000).optional().describe('A download ticket (POST /api/v2/downloadTickets) instead of `token`: one use, 60 s'),
});

// the routes that take tickets, as the route kit registers them: only these are minted for
const downloadPaths = new Set<string>();
export const registerDownloadPath = (url: string) => downloadPaths.add(url);
export const isDownloadPath = (path: string) => downloadPaths.has(path);

interface Payload {
  /** caller, target */
  c: number;
  t: number;
  /** path and canonical query */
  p: string;
  q: string;
  /** expiry (ms) and nonce */
  e: number;
  n: string;
}

const secrets = new WeakMap<Db, Promise<Buffer>>();

async function loadSecret(db: Db): Promise<Buffer> {
  const fromEnv = process.env.DOWNLOAD_TICKET_SECRET?.trim();
  if (fromEnv && fromEnv.length >= 32) return Buffer.from(fromEnv);
  await db.insert(serverSecrets).values({ name: 'downloadTickets', value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'downloadTickets'));
  return Buffer.from(row!.value, 'hex');
}

function secretOf(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

/** The query as the ticket binds it: sorted pairs, the ticket itself left out. */
export function canonicalQuery(entries: Iterable<[string, string]>): string {
  const pairs = [...entries].filter(([k]) => k !== TICKET_PARAM).sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1));
  return new URLSearchParams(pairs).toString();
}

const mac = (secret: Buffer, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

export async function mintTicket(db: Db, claims: { callerId: number; targetId: number; path: string; query: Record<string, string> }, now = Date.now()) {
  const payload: Payload = { c: claims.callerId, t: claims.targetId, p: claims.path, q: canonicalQuery(Object.entries(claims.query)), e: now + TICKET_TTL_MS, n: randomBytes(12).toString('base64url') };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { ticket: `${body}.${mac(await secretOf(db), body)}`, expiresAt: new Date(payload.e).toISOString() };
}

function readPayload(body: string): Payload | undefined {
  try {
    const p = JSON.parse(Buffer.from(body, 'base64url').toString()) as Payload;
    const ok = Number.isSafeInteger(p.c) && Number.isSafeInteger(p.t) && typeof p.p === 'string' && typeof p.q === 'string' && Number.isFinite(p.e) && typeof p.n === 'string';
    return ok ? p : undefined;
  } catch {
    return undefined;
  }
}

/** Signs the request in from its ticket (caller and target as when it was made, checked again), or 401/403. */
export async function redeemTicket(db: Db, request: FastifyRequest, ticket: string): Promise<void> {
  const [body, signature, extra] = ticket.split('.');
  if (!body || !signature || extra !== undefined || ticket.length > 2000) fail(401, TICKET_MESSAGES.invalid);
  const expected = Buffer.from(mac(await secretOf(db), body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) fail(401, TICKET_MESSAGES.invalid);
  const payload = readPayload(body);
  if (!payload) fail(401, TICKET_MESSAGES.invalid);
  if (payload.e <= Date.now()) fail(401, TICKET_MESSAGES.expired);
  const url = new URL(request.url, 'http://ticket.invalid');
  if (url.pathname !== payload.p || canonicalQuery(url.searchParams.entries()) !== payload.q) fail(403, TICKET_MESSAGES.otherPath);
  // one use, counted in the database so a second process refuses it too
  const hit = await countHit(db, 'download-ticket', payload.n, TICKET_TTL_MS * 2);
  if (hit.count > 1) fail(401, TICKET_MESSAGES.used);
  const caller = await accountById(db, payload.c);
  if (!caller || !caller.enabled) fail(401, 'Not signed in');
  request.caller = caller;
  request.target = await actableAccount(db, caller, payload.t);
}
