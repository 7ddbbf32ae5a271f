// Security headers (issue 8 point 3), from @fastify/helmet rather than set by hand. Registered
// before every route, so its onRoute hook sees them all; the console's pages get their own CSP.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * The console's policy. Scripts come from this origin only (Vite's build has no inline script).
 * Styles allow 'unsafe-inline': MUI's emotion inserts <style> elements at run time, and react-admin
 * and MUI set `style` attributes; a nonce would need every page render to pass it to emotion's
 * cache, and injected CSS cannot run script. Images may come from any https host (a domain
 * profile's logo may live on the partner's site). `frame-ancestors *`: spec 2.2's embed mode is
 * the console inside a frame from another origin, a partner's or reseller's own site, and the
 * server knows no list of those sites (a domain profile registers the console's host, not where it
 * is embedded), so any site may frame /app; every sign-in and change still needs a session, and no
 * other page (API, /docs) may be framed. The PDF report (dashboards plugin) lays out with
 * @react-pdf/renderer, whose layout engine is WebAssembly loaded from a data: URL: 'wasm-unsafe-eval'
 * lets a page compile WebAssembly (not run JavaScript from strings), and a data: URL read carries
 * nothing off the page.
 */
const CONSOLE_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'data:'],
  // the PDF renderer starts a worker from a blob it made itself (only code already on the page can)
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ['*'],
};

/** The route option console pages (index.html) are declared with. */
export const CONSOLE_HELMET = {
  // X-Frame-Options has no "any origin": left out, frame-ancestors decides.
  frameguard: false,
  contentSecurityPolicy: { useDefaults: false, directives: CONSOLE_DIRECTIVES },
} as const;

/** Paths whose answers are API answers: never stored by a browser or proxy (they carry tokens and data). */
const API_PREFIXES = ['/api/', '/internal/', '/dev/'];

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    // Not helmet's defaults: they add upgrade-insecure-requests, which breaks a console served over
    // plain http (a local install, the test servers).
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONSOLE_DIRECTIVES, frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
    // URLs carry `token` and `oneTimeToken`: a linked site must never see them in Referer.
    referrerPolicy: { policy: 'no-referrer' },
  });
  // onRequest, so error answers (a refused token, a 404) carry it too.
  app.addHook('onRequest', async (request, reply) => {
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) reply.header('cache-control', 'no-store');
  });
}
