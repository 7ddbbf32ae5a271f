// The zod pieces every route shares: the contract's error body, the query every authenticated call
// carries, and a shorthand for documenting a JSON reply. Route schemas are the one source of the
// OpenAPI document (server/kit/openapi.ts), so these are what /docs/openapi.json shows.
import { z } from 'zod';

/** `{"success":false,"message":"..."}`, described. */
export function errorBody(description: string) {
  return z.object({ success: z.literal(false), message: z.string() }).describe(description);
}

/** Query parameters every authenticated call carries. */
export const authQuery = z.object({
  token: z.string().describe('Session token'),
  targetAccountId: z.string('Expected one account id').regex(/^\d+$/, 'Expected an account id').optional().describe('Account to act on (default: the caller)'),
});

/** The second credential of the super admin tools. */
export const adminTokenQuery = z.object({
  adminToken: z.string().describe('The super admin\'s token from POST /internal/adminToken'),
});

/**
 * A documented JSON object reply. Loose: replies are sent as built (the serializer does not strip),
 * so a contact's free fields or an account's settings pass through whatever the schema lists.
 */
export function reply<S extends z.ZodRawShape>(description: string, shape: S = {} as S) {
  return z.looseObject(shape).describe(description);
}

export const success = z.boolean();

/** `{success:true}` alone. */
export const done = reply('Done', { success });
