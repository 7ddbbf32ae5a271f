// Saves text or a blob as a file the way a link with `download` does (exports, reports). Spec 2 §8:
// CSV or JSON download failures are only logged, so callers catch and log.
import { buildQuery, type HttpClient, type RequestOptions } from './http';
export function saveFile(content: string | Blob, filename: string, type: string): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  followLink(url, filename);
  // the browser has read the blob once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `<name>-2026-11-23-15-04-05.<extension>` (UTC): files of successive exports sort by time. */
export const timestampedFilename = (name: string, extension: string, nowMs: number) =>
  `${name}-${new Date(nowMs).toISOString().slice(0, 19).replace(/[:T]/g, '-')}.${extension}`;

export const DOWNLOAD_TICKETS_PATH = '/api/v2/downloadTickets';

/**
 * A download link with a one-use, 60-second ticket (POST /api/v2/downloadTickets) instead of the
 * session token, which must never sit in a URL (history, Referer, proxies' logs). Make it when the
 * user clicks, and follow it at once.
 */
export async function ticketedUrl(http: HttpClient, path: string, query: RequestOptions['query'] = {}): Promise<string> {
  const bound = Object.fromEntries(buildQuery({ token: null, targetAccountId: null, adminToken: null }, { query, anonymous: true }));
  const { ticket } = await http.request<{ ticket: string }>(DOWNLOAD_TICKETS_PATH, { method: 'POST', body: { path, query: bound } });
  return http.url(path, { anonymous: true, query: { ...bound, ticket } });
}

/** Follows a same-origin download link as a click on `<a download>` would. */
export function followLink(url: string, filename = ''): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
