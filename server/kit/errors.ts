// Every error answers in the contract's shape `{success:false,message}` (issue 7 point 9), Fastify's
// own included, and no message echoes the request URL (it carries tokens): Fastify's messages for
// a bad URL name the path, so framework errors get fixed messages of their own.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http';
import { databaseClientError, loggableError, sqlState } from './databaseErrors';
import { BAD_ENCODING } from './hostileInput';
import { BODY_TOO_LARGE, EMPTY_JSON_BODY, MALFORMED_JSON } from './jsonBody';

/** Fastify's client errors, by code: status and the message the client sees. */
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, BAD_ENCODING],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URL parameter too long'],
  FST_ERR_ASYNC_CONSTRAINT: [500, 'Internal server error'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, BODY_TOO_LARGE],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported media type: send application/json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Request body size did not match Content-Length'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, EMPTY_JSON_BODY],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MALFORMED_JSON],
};

const STATUS_TEXT: Record<number, string> = { 400: 'Bad request', 404: 'Not found', 405: 'Method not allowed', 413: BODY_TOO_LARGE };

/** Status and message for any error a request ran into. */
export function contractError(error: FastifyError | HttpError): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  const database = databaseClientError(error);
  if (database) return database;
  const known = FRAMEWORK_ERRORS[(error as FastifyError).code];
  if (known) return { status: known[0], message: known[1] };
  // The JSON parser's SyntaxError carries a 400 but no code of its own.
  if (error instanceof SyntaxError && (error as FastifyError).statusCode === 400) return { status: 400, message: MALFORMED_JSON };
  const code = (error as FastifyError).statusCode;
  const status = code && code >= 400 && code < 600 ? code : 500;
  if (status >= 500) return { status, message: 'Internal server error' };
  // Other client errors: a plain word for the status, never Fastify's text (it may quote the URL).
  return { status, message: STATUS_TEXT[status] ?? 'Bad request' };
}

function send(request: FastifyRequest, reply: FastifyReply, error: FastifyError | HttpError) {
  const { status, message } = contractError(error);
  // Never `{ err: error }`: a database error's message carries the failed SQL and its parameters.
  const fromDatabase = sqlState(error) !== undefined || /^Failed query/.test(error.message);
  if (status >= 500) request.log.error({ err: loggableError(error, !fromDatabase) }, 'request failed');
  // A client error only the database caught: the input layer missed a case worth knowing about.
  else if (fromDatabase) request.log.warn({ err: loggableError(error, false) }, 'input refused by the database');
  return reply.code(status).type('application/json; charset=utf-8').send({ success: false, message });
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => send(request, reply, error));
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, message: 'Not found' }));
}

/** Fastify's `frameworkErrors` option: errors raised before routing (bad URL encoding). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void send(request, reply, error);
}

/** Node's errors below HTTP (Fastify's `clientErrorHandler`): a URL or headers too large, a timeout, garbage. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'URL or headers too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request timed out'],
};

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Malformed request'];
  if (socket.writable) socket.write(rawJsonResponse(status, message));
  socket.destroy(error);
}

/** A whole HTTP/1.1 response in the contract's shape, for a socket no request object exists for. */
export function rawJsonResponse(status: number, message: string, headers: Record<string, string> = {}): string {
  const body = JSON.stringify({ success: false, message });
  const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\n${extra}Connection: close\r\n\r\n${body}`
  );
}
