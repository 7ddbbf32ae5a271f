// The error catalogue strings (spec doc 2 section 8) the kernel shows, and the mapping of failed
// calls onto react-admin's HttpError so notifications carry the spec's messages. MESSAGES stay the
// spec's English (the server's words, compared as such); what is shown goes through shownMessage()
// (serverMessages.ts), which gives the page's language.
import { HttpError } from 'react-admin';
import { ApiError } from './http';
import { MESSAGES } from './catalogue';
import { shownMessage } from './serverMessages';

export { MESSAGES };

const CATALOGUE: ReadonlySet<string> = new Set(Object.values(MESSAGES));

export function isCatalogueMessage(message: string): boolean {
  return CATALOGUE.has(message);
}

// by name: an AbortError may be another realm's DOMException, not `instanceof Error` here
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * ApiError → HttpError keeping the status. The server's message is the catalogue's when it has one
 * (the reference server answers with the spec's strings); otherwise the caller's fallback (the
 * spec's message for that situation) or the server's text. Network failures get status 0.
 */
export function toHttpError(error: unknown, fallback?: string): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof ApiError) {
    const message = shownMessage(isCatalogueMessage(error.message) ? error.message : (fallback ?? error.message));
    return new HttpError(message, error.status, error.body ?? { message });
  }
  const message = shownMessage(fallback ?? (error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong));
  return new HttpError(message, 0, { message });
}

/** The message a sign-in step shows for a failed call. */
export function signInErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 429) return shownMessage(error.message);
  if (error instanceof ApiError && isCatalogueMessage(error.message)) return shownMessage(error.message);
  return shownMessage(fallback);
}
