import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Outbound requests to the video platforms (DESIGN section 5): only to the configured endpoints,
 * no redirects followed, every resolved address checked to be public (unless the operator
 * configured that endpoint, so tests can point it at a local fake), 5 s for the whole exchange,
 * at most 1 MB of answer.
 */
export const OUTBOUND_LIMITS = { timeoutMs: 5000, maxBytes: 1024 * 1024 } as const;

export type OutboundReason =
  | 'NOT_ALLOWED'
  | 'BLOCKED_ADDRESS'
  | 'REDIRECT'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'HTTP_STATUS'
  | 'BAD_JSON'
  | 'NETWORK';

export class OutboundError extends Error {
  readonly reason: OutboundReason;
  readonly status: number | undefined;
  constructor(reason: OutboundReason, status?: number, cause?: unknown) {
    super(status ? `${reason} ${status}` : reason, { cause });
    this.name = 'OutboundError';
    this.reason = reason;
    this.status = status;
  }
}

/** An address the server may call: `trusted` when the operator configured it (the public-IP check is relaxed). */
export type Endpoint = { url: URL; trusted: boolean };
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

// Loopback, private, link-local, carrier-grade NAT, documentation, benchmarking, multicast and
// reserved ranges: nothing a public video platform lives in.
const notPublic = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(net, prefix, 'ipv6');

/** Is this an address on the public internet? IPv4-mapped IPv6 addresses are judged as IPv4. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  const family = isIP(bare);
  if (family === 4) return !notPublic.check(bare, 'ipv4');
  if (family !== 6) return false;
  const mapped = /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(bare);
  if (hexMapped) {
    const hi = Number.parseInt(hexMapped[1]!, 16);
    const lo = Number.parseInt(hexMapped[2]!, 16);
    return isPublicAddress(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  return !notPublic.check(bare, 'ipv6');
}

/** The endpoint a URL belongs to: same scheme, host, port and path as a configured one. */
export function endpointFor(target: URL, endpoints: readonly Endpoint[]): Endpoint | undefined {
  return endpoints.find((e) => e.url.origin === target.origin && e.url.pathname === target.pathname);
}

/** Resolves for the socket, refusing (before any connection) a host with a non-public address. */
function checkedLookup(resolve: Resolver, trusted: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const addresses = found.filter((a) => !wanted || a.family === wanted);
        if (addresses.length === 0) {
          const err = Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' });
          return callback(err, '', 0);
        }
        if (!trusted && addresses.some((a) => !isPublicAddress(a.address)))
          return callback(new OutboundError('BLOCKED_ADDRESS'), '', 0);
        if (options.all) return (callback as (e: null, a: typeof addresses) => void)(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(res.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      res.destroy();
      return reject(new OutboundError('TOO_LARGE'));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        res.destroy();
        reject(new OutboundError('TOO_LARGE'));
        return;
      }
      chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', (err) => reject(err));
    // Cut short (the time-out fired, or the peer hung up): the caller tells which.
    res.on('close', () => {
      if (!res.complete) reject(new Error('the answer was cut short'));
    });
  });
}

/**
 * GETs a JSON document from one of the endpoints. Rejects with OutboundError: not an endpoint,
 * a non-public address, a redirect (never followed), a non-2xx status, over the size cap or the
 * time-out, or not JSON.
 */
export async function fetchJson(
  target: URL,
  endpoints: readonly Endpoint[],
  opts: { timeoutMs?: number; maxBytes?: number; resolve?: Resolver; userAgent?: string } = {},
): Promise<unknown> {
  const endpoint = endpointFor(target, endpoints);
  if (!endpoint || (target.protocol !== 'https:' && target.protocol !== 'http:'))
    throw new OutboundError('NOT_ALLOWED');
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // An address literal never goes through the lookup, so it is checked here.
  if (isIP(host) && !endpoint.trusted && !isPublicAddress(host)) throw new OutboundError('BLOCKED_ADDRESS');

  const timeoutMs = opts.timeoutMs ?? OUTBOUND_LIMITS.timeoutMs;
  const maxBytes = opts.maxBytes ?? OUTBOUND_LIMITS.maxBytes;
  const signal = AbortSignal.timeout(timeoutMs);
  const client = target.protocol === 'https:' ? https : http;

  const body = await new Promise<Buffer>((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: 'GET',
        signal,
        lookup: checkedLookup(opts.resolve ?? systemResolver, endpoint.trusted),
        headers: {
          accept: 'application/json',
          'user-agent': opts.userAgent ?? 'Talanty/1.0',
          'accept-encoding': 'identity',
        },
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.destroy();
          return reject(new OutboundError('REDIRECT', status));
        }
        if (status < 200 || status >= 300) {
          res.destroy();
          return reject(new OutboundError('HTTP_STATUS', status));
        }
        readCapped(res, maxBytes).then(resolve, reject);
      },
    );
    req.on('error', (err) => {
      if (err instanceof OutboundError) return reject(err);
      const cause = (err as { cause?: unknown }).cause;
      if (cause instanceof OutboundError) return reject(cause);
      if (signal.aborted || err.name === 'AbortError')
        return reject(new OutboundError('TIMEOUT', undefined, err));
      reject(new OutboundError('NETWORK', undefined, err));
    });
    req.end();
  }).catch((err) => {
    if (err instanceof OutboundError) throw err;
    throw signal.aborted
      ? new OutboundError('TIMEOUT', undefined, err)
      : new OutboundError('NETWORK', undefined, err);
  });

  try {
    return JSON.parse(body.toString('utf8'));
  } catch (err) {
    throw new OutboundError('BAD_JSON', undefined, err);
  }
}
