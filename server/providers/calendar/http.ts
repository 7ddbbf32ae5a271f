// The one HTTP helper of the calendar adapters: JSON in and out, a timeout, and errors that name the
// provider and its status without repeating the token.
import { CalendarError } from './types';

export interface ProviderHttp {
  name: string;
  baseUrl: string;
  timeoutMs: number;
}

export async function providerRequest<T>(
  provider: ProviderHttp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; form?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  try {
    response = await fetch(`${provider.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers,
      body: options.form ? new URLSearchParams(options.form).toString() : options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(provider.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new CalendarError(timedOut ? `${provider.name}: no answer within ${provider.timeoutMs} ms` : `${provider.name}: unreachable`, 0);
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    if (response.ok) throw new CalendarError(`${provider.name}: answered ${response.status} with something other than JSON`, response.status);
  }
  if (response.status === 401 || response.status === 403) throw new CalendarError(`${provider.name}: the token was refused (${response.status})`, response.status);
  if (!response.ok) {
    const body = (json ?? {}) as { message?: unknown; title?: unknown; error?: { message?: unknown } | unknown };
    const said = [body.message, body.title, (body.error as { message?: unknown } | undefined)?.message].find((v) => typeof v === 'string') as string | undefined;
    throw new CalendarError(`${provider.name}: HTTP ${response.status}${said ? `: ${said.slice(0, 200)}` : ''}`, response.status);
  }
  return json as T;
}

export const timeoutFrom = (env: Record<string, string | undefined>, name: string, fallback = 15_000) => {
  const value = Number(env[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
};
