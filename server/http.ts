import { z } from 'zod';

/** An error whose message is shown to the client as `{"success":false,"message":...}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function fail(status: number, message: string): never {
  throw new HttpError(status, message);
}

/** Validates with zod; the first issue becomes a 400 naming the field, e.g. `email: Invalid email address`. */
export function parse<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.map(String).join('.');
  fail(400, field ? `${field}: ${issue.message}` : issue.message);
}

/** A zod schema as plain JSON schema, for the OpenAPI reference (route schemas are documentation only). */
export function jsonSchema(schema: z.ZodType, description?: string): Record<string, unknown> {
  const out = z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any', io: 'input' }) as Record<
    string,
    unknown
  >;
  delete out.$schema;
  if (description) out.description = description;
  return out;
}

/** Shorthand for documenting a JSON response. */
export function obj(description: string, properties: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'object', description, properties, additionalProperties: true };
}

export const errorResponse = obj('Error', {
  success: { type: 'boolean', enum: [false] },
  message: { type: 'string' },
});

/** Query parameters every authenticated call carries. */
export const authQuery = z.object({
  token: z.string().describe('Session token'),
  targetAccountId: z.string().regex(/^\d+$/).optional().describe('Account to act on (default: the caller)'),
});

export const authResponses = {
  401: { ...errorResponse, description: 'Not signed in' },
  403: { ...errorResponse, description: 'Target outside the caller\'s subtree' },
};
