import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets; their values never reach the log. */
export const SECRET_PARAMS = ['token', 'adminToken', 'oneTimeToken', 'tempUserToken', 'ticket'];

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeSafe(eq < 0 ? pair : pair.slice(0, eq));
      return SECRET_PARAMS.includes(name) && eq >= 0 ? `${pair.slice(0, eq)}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Logger options merged into whatever the caller passes: requests are logged by method, redacted
 * URL and client address only (never headers or bodies).
 */
export function loggerOptions(base: boolean | object | undefined): false | Record<string, unknown> {
  if (base === false || base === undefined) return false;
  const options = base === true ? {} : (base as Record<string, unknown>);
  return {
    ...options,
    redact: { paths: ['req.headers.authorization', 'body', 'req.body'], censor: '[redacted]' },
    serializers: {
      ...((options.serializers as object | undefined) ?? {}),
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
