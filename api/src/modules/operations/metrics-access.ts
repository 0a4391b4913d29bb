import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/** Who may read GET /metrics. Every condition set must hold; with none set, see `loopbackWhenUnset`. */
export interface MetricsAccess {
  /** The bearer token the scraper sends (METRICS_TOKEN). */
  token?: string;
  /** Addresses and CIDR ranges the scraper calls from (METRICS_ALLOW), as the app sees the client (TRUST_PROXY). */
  allow?: string[];
  /** With neither set: open to this machine only (development), or answered 404 (production). */
  loopbackWhenUnset: boolean;
}

export type MetricsRefusal = { status: 401 | 403 | 404; code: string; message: string };

/** An IPv4 or IPv6 address, or a CIDR range of one (10.0.0.0/8, fd00::/8). */
export function isAddressOrRange(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/** "::ffff:10.1.2.3", as a dual-stack socket reports an IPv4 client, is 10.1.2.3. */
function plainAddress(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

function allowListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

const LOOPBACK = allowListOf(['127.0.0.0/8', '::1']);

function listed(list: BlockList, ip: string): boolean {
  const address = plainAddress(ip);
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Compared as SHA-256 digests, so the time taken says nothing about the token, not even its length. */
function sameToken(sent: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/** Decides each scrape from the client's address (req.ip) and its Authorization header. */
export function metricsGate(access: MetricsAccess): (ip: string, authorization: string | undefined) => MetricsRefusal | undefined {
  const allowList = access.allow?.length ? allowListOf(access.allow) : undefined;
  return (ip, authorization) => {
    if (!access.token && !allowList) {
      if (access.loopbackWhenUnset && listed(LOOPBACK, ip)) return undefined;
      return access.loopbackWhenUnset
        ? { status: 403, code: 'FORBIDDEN', message: 'Metrics are served to this machine only; set METRICS_TOKEN or METRICS_ALLOW to scrape from elsewhere' }
        : { status: 404, code: 'NOT_FOUND', message: 'Not found' };
    }
    if (allowList && !listed(allowList, ip)) return { status: 403, code: 'FORBIDDEN', message: 'Metrics are not served to this address' };
    if (access.token) {
      const sent = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
      if (!sent || !sameToken(sent, access.token)) return { status: 401, code: 'UNAUTHENTICATED', message: 'Metrics need the METRICS_TOKEN bearer token' };
    }
    return undefined;
  };
}
