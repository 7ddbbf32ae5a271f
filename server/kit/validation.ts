// The kit's validator: zod schemas on a route are compiled by this, so Fastify validates params,
// body and query with the same schema that types the handler and documents the route. Failures
// become the contract's 400 naming the field (`email: Invalid email address`), and so do control
// characters, lone surrogates, numbers out of range and deep nesting anywhere in the input
// (hostileInput.ts) and a query field whose percent-encoding is broken (queryString.ts); the kit reports them
// only after the auth and permission checks, so a stranger learns nothing from a body's shape.
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http';
import { BAD_ENCODING, fieldName, hostileInput } from './hostileInput';
import { BADLY_ENCODED } from './queryString';

/** The first issue of a zod error as the contract's message; an issue with the whole part names the part. */
export function issueMessage(error: z.ZodError, part?: string): string {
  const issue = error.issues[0];
  const field = issue.path.map(String).join('.') || part;
  return field ? `${field}: ${issue.message}` : issue.message;
}

function isZod(schema: unknown): schema is z.ZodType {
  return schema instanceof z.ZodType;
}

/** Validates zod schemas; leaves plain JSON schemas (documentation routes, swagger-ui) alone. */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const part = httpPart === 'querystring' ? 'query' : httpPart;
  if (!isZod(schema)) return (data: unknown) => ({ value: data });
  return (data: unknown) => {
    const badlyEncoded = (data as Record<symbol, unknown> | null | undefined)?.[BADLY_ENCODED];
    if (typeof badlyEncoded === 'string') return { error: new HttpError(400, `${fieldName([badlyEncoded])}: ${BAD_ENCODING}`) };
    const hostile = hostileInput(data);
    if (hostile) return { error: new HttpError(400, `${hostile.field || part}: ${hostile.problem}`) };
    // A missing body or query is an empty object, as the handlers always treated it.
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: new HttpError(400, issueMessage(result.error, part)) };
  };
};

/** Replies are sent as built: a response schema documents, it never strips or rejects. */
export const plainSerializerCompiler = () => (data: unknown) => JSON.stringify(data);
