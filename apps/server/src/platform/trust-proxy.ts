import { normalizeIP } from '@fastify/rate-limit';
import { isIP } from 'node:net';

/**
 * Which hops in front of the portal may name the client in X-Forwarded-For (TRUST_PROXY, decision 014): none, how many,
 * or which addresses and ranges. Never "all": a client writes whatever X-Forwarded-For it likes, and trusting every
 * hop makes its first value the client's address, so rotating it would pass every per-address limit.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the loopback, link-local and private ranges, which Fastify's `trustProxy` also takes. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** TRUST_PROXY: `false` (or empty, or 0), a hop count, or a comma-separated list of addresses and CIDR ranges. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'no' || text === 'off' || text === '0') return false;
  if (text === 'true' || text === 'yes' || text === 'on') {
    throw new Error(
      'Invalid configuration: TRUST_PROXY=true would trust every hop, so a client could write its own address in X-Forwarded-For; ' +
        'give the number of proxies in front of the portal (e.g. 1) or their addresses or CIDR ranges (e.g. 10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || wrong.length > 0) {
    throw new Error(
      `Invalid configuration: TRUST_PROXY takes false, a hop count, or addresses and CIDR ranges; not ${wrong.join(', ') || value}`,
    );
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for a TRUST_PROXY value. A hop count becomes a function of the hop: Fastify 5 treats a bare
 * number as "trust nothing", since a count cannot tell the proxy from a client that reaches the portal directly
 * (which is why a list of the proxies' addresses is the stricter choice, and a count needs the portal reachable only
 * through its proxies). The client's address is then the first one, from the right, that is not a trusted hop.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/**
 * The client as counted by rate limits and sign-in hold-offs: an IPv4 address as it is, an IPv6 address by its /64
 * network, which one host is usually given whole (counting each of its addresses apart gave it 2^64 fresh tries).
 */
export function clientKey(ip: string): string {
  return normalizeIP(ip);
}
