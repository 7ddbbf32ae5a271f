// API tokens' rules and shapes (issue 21 point 1), kept apart from the routes.
import { z } from 'zod';
import type { ApiTokenRow } from '../../auth/apiTokens';
import { fail } from '../../http';
import { reply } from '../../kit/schemas';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_EXPIRY_DAYS = 90;
/** No token lives longer than a year: a leaked, forgotten token must die on its own ("never" is not offered). */
export const MAX_EXPIRY_DAYS = 365;
export const MAX_DESCRIPTION = 200;
export const TOKEN_TYPES = ['read', 'write'] as const;

export const TOKEN_MESSAGES = {
  notFound: 'API token not found',
  noTokenMinting: 'An API token cannot create or revoke API tokens; sign in',
  bothExpiries: 'expiresAt: Send expiresInDays or expiresAt, not both',
  expiryPast: 'expiresAt: Expected a time in the future',
  expiryFar: `expiresAt: Expected at most ${MAX_EXPIRY_DAYS} days from now`,
  deleteWhich: 'id: Send the token id (or the token itself as token)',
  shownOnce: 'The token value was shown once, in the first answer; it is not kept. Revoke this token and create another if it was lost.',
} as const;

export const TOKEN_AUDIT_ACTIONS = {
  'apiToken.created': 'API token created',
  'apiToken.revoked': 'API token revoked',
} as const;

export const createTokenBody = z.object({
  description: z.string().trim().min(1, 'Required').max(MAX_DESCRIPTION).describe('What the token is for'),
  type: z.enum(TOKEN_TYPES, 'Expected read or write').describe('read: GET calls only; write: every call'),
  expiresInDays: z.number().int().min(1).max(MAX_EXPIRY_DAYS).optional().describe(`Lifetime in days (default ${DEFAULT_EXPIRY_DAYS})`),
  expiresAt: z.iso.datetime({ offset: true }).or(z.iso.date()).optional().describe('Or an end time (ISO 8601), within a year'),
});

export const deleteTokenBody = z.object({
  id: z.string().max(100).optional().describe('The token id'),
  token: z.string().max(200).optional().describe('The token itself, or its id (spec: DELETE /api/v2/tokens with token)'),
});

export const tokenDoc = reply('An API token without its value: id, description, type, accountId, prefix, createdAt, expiresAt, lastUsedAt', {
  id: z.string(),
  description: z.string(),
  type: z.enum(TOKEN_TYPES),
  accountId: z.number(),
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

export function tokenView(row: ApiTokenRow): z.output<typeof tokenDoc> {
  return {
    id: row.id,
    description: row.description,
    type: row.type,
    accountId: row.accountId,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** When a new token expires: the days asked, or the time asked (bounded), else the default. */
export function expiryOf(body: { expiresInDays?: number; expiresAt?: string }, now = Date.now()): Date {
  if (body.expiresInDays !== undefined && body.expiresAt !== undefined) fail(400, TOKEN_MESSAGES.bothExpiries);
  if (body.expiresAt !== undefined) {
    const at = Date.parse(body.expiresAt);
    if (!Number.isFinite(at) || at <= now) fail(400, TOKEN_MESSAGES.expiryPast);
    if (at > now + MAX_EXPIRY_DAYS * DAY_MS + DAY_MS) fail(400, TOKEN_MESSAGES.expiryFar);
    return new Date(at);
  }
  return new Date(now + (body.expiresInDays ?? DEFAULT_EXPIRY_DAYS) * DAY_MS);
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
