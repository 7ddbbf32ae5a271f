// The one HTTP helper of the real lightning adapters: JSON in and out, a timeout, and errors that
// name the node and what went wrong without repeating its credentials.
import { LightningProviderError } from './types';

export interface NodeHttp {
  /** 'LND' | 'LNbits', for messages */
  name: string;
  baseUrl: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

export async function nodeRequest<T>(node: NodeHttp, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${node.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...node.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(node.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new LightningProviderError(timedOut ? `${node.name}: no answer within ${node.timeoutMs} ms` : `${node.name}: unreachable`);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    throw new LightningProviderError(`${node.name}: answered ${response.status} with something other than JSON`);
  }
  if (response.status === 401 || response.status === 403) throw new LightningProviderError(`${node.name}: credentials refused (${response.status})`);
  if (!response.ok) {
    const detail = (json as { message?: unknown; detail?: unknown; error?: unknown } | null) ?? {};
    const said = [detail.message, detail.detail, detail.error].find((v) => typeof v === 'string') as string | undefined;
    throw new LightningProviderError(`${node.name}: HTTP ${response.status}${said ? `: ${said.slice(0, 200)}` : ''}`);
  }
  return json as T;
}

export const base64ToHex = (b64: string) => Buffer.from(b64, 'base64').toString('hex');
export const hexToBase64Url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');
