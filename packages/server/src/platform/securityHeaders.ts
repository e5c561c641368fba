import type { FastifyInstance } from 'fastify';

/**
 * The app's content security policy: scripts only from this origin (no inline script, no eval), no
 * plugins, no framing by other sites, forms and base URLs kept here. Styles allow inline ones because
 * React renders `style` attributes; scripts, the dangerous half, do not. The print view is a
 * same-origin frame.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Pages the app itself frames in a modal (the route's `frameable` page property in the host app):
 * /survey-form, which the shipment summary opens after the first shipment's Congratulations (spec 02
 * §2). They may be framed by this origin only; every other page by no one.
 */
export const SAME_ORIGIN_FRAMEABLE_PAGES: readonly string[] = ['/survey-form'];
export const FRAMEABLE_APP_CSP = APP_CSP.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

const isFrameablePage = (url: string) => SAME_ORIGIN_FRAMEABLE_PAGES.includes(url.replace(/[?#].*$/, ''));

/** JSON answers are never documents: nothing may run or load in them, and no one may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers on every answer (issue 7 item 9; OWASP Secure Headers): a CSP (the app's for pages, a
 * closed one for the API), nosniff, a referrer policy that keeps paths (a reset link carries its
 * code) on this origin, and HSTS when the public address is https. Pages (any HTML answer, the SPA's
 * fallback included) get the app's policy, framed by no one except the app's own survey modal; the embed files, scripts that partner pages load, get nosniff.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): void {
  const hsts = options.publicUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    if (hsts) reply.header('strict-transport-security', hsts);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      const frameable = isFrameablePage(request.url);
      reply.header('content-security-policy', frameable ? FRAMEABLE_APP_CSP : APP_CSP);
      reply.header('x-frame-options', frameable ? 'SAMEORIGIN' : 'DENY');
      reply.header('cross-origin-opener-policy', 'same-origin');
    } else if (request.url.startsWith('/api/')) {
      reply.header('content-security-policy', API_CSP);
    }
    return payload;
  });
}
