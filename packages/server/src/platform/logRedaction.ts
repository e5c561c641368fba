import type { FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values are secrets: recovery and e-mail confirmation codes, hand-off and refresh
 * tokens, passwords.
 */
const SECRET_PARAMETERS =
  /^(?:recoverycode|emailchangecode|code|token|refresh_?token|handoff|password|secret|key|session_?token)$/i;

/** A URL as it may be logged: every secret parameter's value replaced (the reset link carries the code). */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const kept = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came; it cannot be one of ours.
      }
      return equals >= 0 && SECRET_PARAMETERS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${kept.join('&')}`;
}

/**
 * What every log line may say of a request and an answer: never the recovery code, a token, a
 * password, a cookie or a card number (OWASP Logging Cheat Sheet; issue 7: the reset link reached the log). Request
 * bodies are never logged; headers that carry credentials are censored wherever they appear.
 */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  const options = logger as Record<string, unknown>;
  return {
    ...options,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["shipdeck-secret-key"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.recoveryCode',
        '*.refresh_token',
        '*.token',
        // Payment details (docs/payments.md): a card number, its security code or a bank account
        // number is never logged, wherever an object carrying one is passed to the logger.
        'cardNumber',
        'cardCode',
        'accountNumber',
        '*.cardNumber',
        '*.cardCode',
        '*.accountNumber',
        '*.*.cardNumber',
        '*.*.cardCode',
        '*.*.accountNumber',
      ],
      censor: '[redacted]',
    },
    serializers: {
      ...((options.serializers as object | undefined) ?? {}),
      req(request: { method: string; url: string; hostname?: string; ip?: string }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.hostname,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
