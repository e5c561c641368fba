import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyShipdeckSignature, WEBHOOK_SIGNATURE_HEADER } from '@shipdeck/core/contract';

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
  /** The signature check's outcome ('ok', or why it was refused). */
  verdict: string;
  answered: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedDelivery[];
  close(): Promise<void>;
}

/**
 * A partner's receiver, as docs/webhooks.md tells one to write: a local HTTP server (port 0) that checks
 * `Shipdeck-Signature` with the secret it holds (core's verifyShipdeckSignature over node:crypto's HMAC)
 * and answers 401 when it does not verify. `answer` may choose another status for a verified delivery
 * (a receiver that is down); `tamper` changes the body before checking it (as a proxy rewriting it would).
 */
export async function startWebhookReceiver(options: {
  secret: () => string;
  answer?: (delivery: { body: string; headers: IncomingHttpHeaders }) => number | 'hang';
  tamper?: boolean;
}): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = options.tamper ? raw.replace('"type":', '"type" :') : raw;
      const secret = options.secret();
      const check = await verifyShipdeckSignature({
        header: String(request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] ?? ''),
        body,
        hmacSha256Hex: (payload) => createHmac('sha256', secret).update(payload).digest('hex'),
        nowSeconds: Date.now() / 1000,
      });
      const chosen = check.ok ? (options.answer?.({ body: raw, headers: request.headers }) ?? 200) : 401;
      received.push({
        headers: request.headers,
        body: raw,
        verdict: check.ok ? 'ok' : check.reason,
        answered: chosen === 'hang' ? 0 : chosen,
      });
      if (chosen === 'hang') return;
      response.writeHead(chosen, { 'content-type': 'text/plain' });
      response.end(check.ok ? 'thanks' : `signature ${check.reason}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/shipdeck-events`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
