// A multipart POST that reports its upload progress: fetch cannot (a streamed request body needs
// HTTP/2 and duplex streams), XMLHttpRequest can. Same error shape as the http client (ApiError with
// the server's message), and a fresh Idempotency-Key as every POST carries. Only to the page's own
// origin: across origins the custom header needs a CORS preflight the API host may not answer, so
// the caller sends those through the http client instead (no byte progress, the rest the same).
import { ApiError } from '../../adapters/http';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../../adapters/idempotencyKey';

export interface UploadOptions {
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

export function isSameOrigin(url: string): boolean {
  if (typeof location === 'undefined' || typeof XMLHttpRequest === 'undefined') return false;
  return new URL(url, location.href).origin === location.origin;
}

export function uploadWithProgress<T>(url: string, body: FormData, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, newIdempotencyKey());
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      let json: any;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        json = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(json as T);
      else reject(new ApiError(xhr.status, (json && typeof json.message === 'string' && json.message) || xhr.statusText || `HTTP ${xhr.status}`, json));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
