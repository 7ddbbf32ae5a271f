// The adapter tests' recorder: the real http client behind a pass-through that keeps every request
// (path, method, query, body) so a test can assert the mapping next to the server's real answers.
import type { HttpClient, RequestOptions } from '../../src/adapters/http';

export interface RecordedCall {
  path: string;
  method: string;
  query?: RequestOptions['query'];
  body?: unknown;
}

export function recorded(real: HttpClient): { calls: RecordedCall[]; http: HttpClient } {
  const calls: RecordedCall[] = [];
  const http: HttpClient = {
    request(path, options = {}) {
      calls.push({ path, method: options.method ?? 'GET', query: options.query, body: options.body });
      return real.request(path, options);
    },
    url: (path, options) => real.url(path, options),
    stream(path, options = {}) {
      calls.push({ path, method: options.method ?? 'GET', query: options.query, body: options.body });
      return real.stream(path, options);
    },
  };
  return { calls, http };
}
