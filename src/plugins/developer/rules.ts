// The developer plugin's pure rules (issue 21 point 1): the token list's rows, the expiry choices,
// the create form's checks.
import { messages } from './messages';

export type TokenType = 'read' | 'write';

export interface ApiToken {
  id: string;
  description: string;
  type: TokenType;
  accountId: number;
  prefix: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
}

export const EXPIRY_CHOICES = [7, 30, 90, 365] as const;
export const DEFAULT_EXPIRY = 90;
export const DESCRIPTION_MAX = 200;

/** The server's list (`{ tokens }` or a bare array) as rows; anything else is no rows. */
export function tokenRows(reply: unknown): ApiToken[] {
  const list = Array.isArray(reply) ? reply : (reply as { tokens?: unknown } | null)?.tokens;
  return Array.isArray(list) ? list.filter((t): t is ApiToken => !!t && typeof (t as ApiToken).id === 'string') : [];
}

export function isExpired(token: Pick<ApiToken, 'expiresAt'>, now = Date.now()): boolean {
  return Date.parse(token.expiresAt) <= now;
}

/** How a token is shown: its non-secret prefix, then an ellipsis for the rest. */
export function maskedToken(prefix: string): string {
  return `${prefix}…`;
}

export function validateToken(values: { description?: unknown }): Record<string, string> {
  const description = String(values.description ?? '').trim();
  if (!description) return { description: messages.validation.required };
  if (description.length > DESCRIPTION_MAX) return { description: messages.validation.tooLong };
  return {};
}
