import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, type Dispatcher, fetch as undiciFetch } from 'undici';
import type { Config } from '../../config';
import { refusalMessage, refusalOf } from './address-refusal';

// The one way out for an address someone supplied (decision 0240): discovery's pasted links, the course
// source addresses, push endpoints. In production each hop must be https to a public address: a literal
// IP is judged before the request, a name when its connection looks it up, through undici's `connect.lookup`,
// so the socket goes to the address that was checked (no second lookup: DNS rebinding gets nothing).
// Redirects are followed here, each hop checked again; the body is read up to a cap, the whole exchange
// under a time cap. Outside production only the scheme is checked: the simulator and the tests' servers
// live on this machine. The operator's own addresses (the simulator) are trusted as they are.

export type ResolvedAddress = { address: string; family: number };

/** Every address a host name resolves to (tests pass their own: no test resolves a real name). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/** The guard would not fetch the address: the message says which and why, for an admin or a golfer. */
export class FetchRefusedError extends Error {}

/** The answer went past the body cap; reading stopped there. */
export class BodyTooLargeError extends Error {}

export type FetchGuardOptions = {
  environment: Config['environment'];
  resolver?: Resolver;
  /** Origins fetched without address checks: the operator's own (the simulator in simulator mode). */
  trustedOrigins?: readonly string[];
  maxBodyBytes: number;
  /** For the whole exchange, every redirect included. */
  timeoutMs: number;
  maxRedirects: number;
};

export type GuardedRequest = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | FormData | Uint8Array | null;
  /** 'manual' hands a 3xx back as it is; 'follow' (default) follows it here, checking each hop. */
  redirect?: 'follow' | 'manual';
  signal?: AbortSignal;
};

export type GuardedResponse = {
  status: number;
  headers: Headers;
  /** The body as text (UTF-8), read up to the cap. */
  text: string;
  /** The address that answered, after redirects. */
  url: string;
};

export type FetchGuard = {
  /**
   * Throws FetchRefusedError when `address` may not be fetched, resolving a name to judge it: for a clear
   * 4xx before anything is sent. A name that does not resolve is left to the fetch to report.
   */
  check(address: string): Promise<void>;
  fetch(address: string, request?: GuardedRequest): Promise<GuardedResponse>;
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export function createFetchGuard(options: FetchGuardOptions): FetchGuard {
  const resolver = options.resolver ?? systemResolver;
  const production = options.environment === 'production';
  const trusted = new Set((options.trustedOrigins ?? []).map((origin) => new URL(origin).origin));
  const guarded = new Agent({ connect: { lookup: checkingLookup(resolver) } });
  const open = new Agent();

  /** The dispatcher a hop goes out through, after the checks that need no lookup. */
  function dispatcherFor(url: URL): Dispatcher {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new FetchRefusedError(`${url.protocol} addresses are not fetched; only https:// ones are.`);
    }
    if (trusted.has(url.origin) || !production) return open;
    if (url.protocol !== 'https:') {
      throw new FetchRefusedError(`http://${url.host} is not https, so Teewatch will not fetch it.`);
    }
    const literal = literalAddress(url);
    const reason = literal === undefined ? undefined : refusalOf(literal);
    if (reason) throw new FetchRefusedError(refusalMessage(url.hostname, reason, false));
    return guarded;
  }

  async function check(address: string): Promise<void> {
    const url = new URL(address);
    if (dispatcherFor(url) !== guarded || literalAddress(url) !== undefined) return;
    const addresses = await resolver(url.hostname).catch(() => []);
    const reason = firstRefusal(addresses);
    if (reason) throw new FetchRefusedError(refusalMessage(url.hostname, reason, true));
  }

  async function guardedFetch(address: string, request: GuardedRequest = {}): Promise<GuardedResponse> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let url = new URL(address);
    let method = request.method ?? 'GET';
    let { body, headers } = await encoded(request);
    for (let hop = 0; ; hop++) {
      const response = await send(url, hop, { method, headers, body, signal });
      const location = response.headers.get('location');
      if (request.redirect === 'manual' || !REDIRECT_STATUSES.has(response.status) || !location) {
        return readCapped(response, url, options.maxBodyBytes);
      }
      await response.body?.cancel();
      if (hop >= options.maxRedirects) {
        throw new FetchRefusedError(
          `${new URL(address).host} redirected more than ${options.maxRedirects} times, so Teewatch stopped following it.`,
        );
      }
      const next = new URL(location, url);
      // As fetch does: 303 (and 301/302 after a POST) turn into a GET without a body.
      if (response.status === 303 || (method === 'POST' && response.status <= 302)) {
        method = 'GET';
        body = null;
        headers = withoutHeaders(headers, ['content-type', 'content-length']);
      }
      // Credentials stay with the origin they were given for.
      if (next.origin !== url.origin) headers = withoutHeaders(headers, ['authorization', 'cookie']);
      url = next;
    }
  }

  type Hop = Omit<GuardedRequest, 'redirect' | 'body'> & { body: string | Uint8Array | null };

  async function send(url: URL, hop: number, init: Hop) {
    try {
      const dispatcher = dispatcherFor(url);
      return await undiciFetch(url, { ...init, dispatcher, redirect: 'manual' });
    } catch (error) {
      const refusal = refusalIn(error);
      if (!refusal) throw error;
      throw new FetchRefusedError(
        hop === 0 ? refusal.message : `Redirected to ${url.host}: ${refusal.message}`,
        {
          cause: error,
        },
      );
    }
  }

  return { check, fetch: guardedFetch };
}

/**
 * The body as bytes undici's fetch sends as they are (and again after a 307 or 308): a FormData is
 * Node's global one, of another undici copy than the package's fetch, so it is encoded here.
 */
async function encoded(
  request: GuardedRequest,
): Promise<{ body: string | Uint8Array | null; headers: Record<string, string> }> {
  const headers = { ...request.headers };
  if (!(request.body instanceof FormData)) return { body: request.body ?? null, headers };
  const multipart = new Response(request.body);
  headers['content-type'] = multipart.headers.get('content-type') ?? 'multipart/form-data';
  return { body: new Uint8Array(await multipart.arrayBuffer()), headers };
}

/** The IP address a URL names literally (brackets off), or undefined for a host name. */
function literalAddress(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : undefined;
}

function firstRefusal(addresses: ResolvedAddress[]) {
  for (const { address } of addresses) {
    const reason = refusalOf(address);
    if (reason) return reason;
  }
  return undefined;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * net.connect's `lookup`, through the resolver: a name with any refused address is refused whole (one
 * private answer among public ones is how rebinding starts); else the connection gets the checked addresses.
 */
function checkingLookup(resolver: Resolver) {
  return (
    hostname: string,
    lookupOptions: { family?: number | string; all?: boolean },
    callback: LookupCallback,
  ) => {
    resolver(hostname).then(
      (addresses) => {
        const reason = firstRefusal(addresses);
        if (reason) return callback(new FetchRefusedError(refusalMessage(hostname, reason, true)), []);
        const family =
          lookupOptions.family === 'IPv6' ? 6 : lookupOptions.family === 'IPv4' ? 4 : lookupOptions.family;
        const wanted = family ? addresses.filter((entry) => entry.family === family) : addresses;
        if (wanted.length === 0) {
          const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
          error.code = 'ENOTFOUND';
          return callback(error, []);
        }
        if (lookupOptions.all) return callback(null, wanted);
        return callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

/** The FetchRefusedError behind a failed fetch ("fetch failed", its cause, an AggregateError's errors). */
function refusalIn(error: unknown, depth = 0): FetchRefusedError | undefined {
  if (error instanceof FetchRefusedError) return error;
  if (!(error instanceof Error) || depth > 5) return undefined;
  const inner = error instanceof AggregateError ? [...error.errors, error.cause] : [error.cause];
  for (const candidate of inner) {
    const found = refusalIn(candidate, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function withoutHeaders(headers: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));
}

/** The body up to `maxBytes`; past it the stream is cancelled and BodyTooLargeError thrown. */
async function readCapped(
  response: Awaited<ReturnType<typeof undiciFetch>>,
  url: URL,
  maxBytes: number,
): Promise<GuardedResponse> {
  const tooLarge = () =>
    new BodyTooLargeError(
      `The answer from ${url.host} is larger than ${sizeOf(maxBytes)}, so Teewatch stopped reading it.`,
    );
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      total += read.value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(read.value);
    }
  }
  return {
    status: response.status,
    headers: new Headers([...response.headers]),
    text: Buffer.concat(chunks).toString('utf8'),
    url: url.href,
  };
}

function sizeOf(bytes: number): string {
  return bytes % 1_000_000 === 0 ? `${bytes / 1_000_000} MB` : `${bytes} bytes`;
}
