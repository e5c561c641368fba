import { BlockList, isIP } from 'node:net';

/**
 * Where webhooks may be sent (docs/webhooks.md#where-events-may-go). An administrator types a URL that
 * our server will call: without care that is a server-side request forgery (SSRF) hole — an endpoint
 * at http://169.254.169.254/ (a cloud's metadata service) or http://10.0.0.5:5432/ would have the server
 * probe its own network. So:
 * - https only; plain http only to localhost, 127.0.0.1 or [::1] outside production (a developer's receiver);
 * - in production no private, loopback, link-local, shared or reserved address, neither typed as the host
 *   nor resolved from its name at send time (the sender's DNS lookup refuses them too, so a name that
 *   later resolves to 10.x — DNS rebinding — is still refused);
 * - no credentials in the URL, no fragment; redirects are never followed (a 3xx is a failed delivery).
 */
export interface WebhookTargetPolicy {
  /** NODE_ENV=production: public addresses only, and https everywhere. */
  production: boolean;
}

export type WebhookUrlProblem = 'urlRequired' | 'urlInvalid' | 'httpsRequired' | 'privateTarget';

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is not on the public internet (IPv4-mapped IPv6 addresses are judged as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return PRIVATE.check(mapped[1], 'ipv4');
  const family = isIP(bare);
  if (family === 4) return PRIVATE.check(bare, 'ipv4');
  if (family === 6) return PRIVATE.check(bare, 'ipv6');
  return false;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Names that never resolve to the public internet. */
const isLocalName = (host: string) =>
  LOCAL_HOSTS.has(host) || /\.(localhost|local|internal|home\.arpa)$/.test(host) || !host.includes('.');

/** The URL as it will be called (the WHATWG parser's form), or the problem at the `url` field. */
export function checkWebhookUrl(
  value: string,
  policy: WebhookTargetPolicy,
): { url: string } | { problem: WebhookUrlProblem } {
  const trimmed = value.trim();
  if (!trimmed) return { problem: 'urlRequired' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { problem: 'urlInvalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'urlInvalid' };
  if (url.username || url.password || url.hash || !url.hostname) return { problem: 'urlInvalid' };
  const host = url.hostname.toLowerCase();
  const local = LOCAL_HOSTS.has(host);
  if (url.protocol === 'http:' && !(local && !policy.production)) return { problem: 'httpsRequired' };
  if (policy.production && (isPrivateAddress(host) || isLocalName(host))) return { problem: 'privateTarget' };
  return { url: url.toString() };
}
