import { createHmac } from 'node:crypto';
import { type LookupAddress, lookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER } from '@shipdeck/core/contract';
import { isPrivateAddress, type WebhookTargetPolicy } from './webhookTarget';

/** A delivery that has no answer after this long has failed (the receiver should answer at once and work later). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is read of the receiver's answer (for the log's error text); the rest is discarded. */
const ANSWER_BYTES = 512;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>` (docs/webhooks.md#the-signature). */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${signature}`;
}

export interface SendResult {
  statusCode: number | null;
  succeeded: boolean;
  durationMs: number;
  error: string | null;
}

export class PrivateTargetError extends Error {
  override name = 'PrivateTargetError';
}

/** dns.lookup that refuses private addresses (production): checked on the address actually connected to. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = (addresses as unknown as LookupAddress[]).filter(
      (entry) => !isPrivateAddress(entry.address),
    );
    const first = list[0];
    if (!first) {
      return callback(new PrivateTargetError(`${hostname} resolves to a private address`), '', 0);
    }
    if ((options as { all?: boolean }).all) {
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    }
    callback(null, first.address, first.family);
  });
};

/**
 * POSTs one signed event: a 2xx within WEBHOOK_TIMEOUT_MS is a success; another status, a refused
 * connection, a timeout or a private target (production) is a failure, with its reason. Redirects
 * are not followed.
 */
export function sendSigned(
  target: string,
  secret: string,
  body: string,
  headers: Record<string, string>,
  options: { policy: WebhookTargetPolicy; timeoutMs?: number; now: () => Date },
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(target);
  const unixSeconds = Math.floor(options.now().getTime() / 1000);
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Shipdeck-Webhooks/1.0',
        [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signatureHeader(secret, body, unixSeconds),
        ...headers,
      },
      ...(options.policy.production ? { lookup: publicLookup } : {}),
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish({ statusCode: null, succeeded: false, error: `No answer within ${timeoutMs / 1000} s` });
    }, timeoutMs);
    request.on('response', (response) => {
      const statusCode = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < ANSWER_BYTES) chunks.push(chunk);
        size += chunk.length;
      });
      const done = () => {
        const succeeded = statusCode >= 200 && statusCode < 300;
        const text = Buffer.concat(chunks).toString('utf8').slice(0, ANSWER_BYTES).trim();
        finish({
          statusCode,
          succeeded,
          error: succeeded
            ? null
            : `HTTP ${statusCode}${text ? `: ${text.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`,
        });
      };
      response.on('end', done);
      response.on('error', done);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error instanceof PrivateTargetError || error.name === 'PrivateTargetError'
          ? 'The address is private: events go only to public addresses'
          : error.code
            ? `${error.code}${error.message && !error.message.startsWith(error.code) ? ` (${error.message})` : ''}`
            : error.message;
      finish({ statusCode: null, succeeded: false, error: reason.slice(0, 200) });
    });
    request.end(body);
  });
}
