import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import { HttpError, badRequest } from '../http/errors';

export const FETCH_MESSAGES = {
  badUrl: (url: string) => `Not an http(s) URL: ${url.slice(0, 200)}`,
  blocked: 'The URL points to a private or local network address',
  tooLarge: (limit: number) => `The file is larger than the upload limit of ${limit} bytes`,
  failed: (status: number) => `The URL answered ${status}`,
  timeout: 'The URL took too long to answer',
  redirects: 'The URL redirects too many times',
  unreachable: 'The URL could not be fetched',
} as const;

const MAX_REDIRECTS = 5;

/** Addresses a server-side fetch must not reach (loopback, private, link-local, multicast, reserved). */
const BLOCKED = new net.BlockList();
for (const [net4, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(net4, prefix, 'ipv4');
}
for (const [net6, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(net6, prefix, 'ipv6');
}

export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return BLOCKED.check(mapped, 'ipv4');
  return BLOCKED.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** A DNS lookup that refuses blocked addresses, checked at connect time (so a rebinding name cannot slip by). */
function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as dns.LookupAddress[];
      const bad = !allowPrivate && list.some((a) => isBlockedAddress(a.address));
      if (bad || !list.length)
        return callback(Object.assign(new Error(FETCH_MESSAGES.blocked), { code: 'EBLOCKED' }), '', 4);
      if ((options as dns.LookupOptions).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

export interface FetchedFile {
  body: Readable;
  contentType: string | undefined;
  /** The URL after redirects. */
  url: URL;
  /** 200, or 206 when a `range` was asked for and the remote honoured it (416 when it starts past the end). */
  status: number;
  /** The remote's `Content-Range` of a 206 answer. */
  contentRange: string | undefined;
}

export interface FetchOptions {
  maxBytes: number;
  timeoutMs: number;
  allowPrivate: boolean;
  /** A `Range` header to pass on (`bytes=a-b`), for readers that fetch a large remote file in chunks. */
  range?: string;
}

function parseUrl(text: unknown): URL {
  try {
    const url = new URL(String(text));
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    /* below */
  }
  throw badRequest(FETCH_MESSAGES.badUrl(String(text)));
}

/**
 * GETs an http(s) URL for upload-by-url: private and loopback addresses refused (unless allowed by config), at
 * most 5 redirects (each checked again), one deadline for the whole fetch, and a body that errors with a 413
 * as soon as it passes `maxBytes`.
 */
export async function fetchFile(target: unknown, options: FetchOptions): Promise<FetchedFile> {
  let url = parseUrl(target);
  const deadline = AbortSignal.timeout(options.timeoutMs);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    // An address written in the URL (here or in a redirect) is never looked up, so it is checked here.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivate && net.isIP(literal) && isBlockedAddress(literal))
      throw badRequest(FETCH_MESSAGES.blocked);
    const res = await get(url, options, deadline);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      url = parseUrl(new URL(res.headers.location, url).toString());
      continue;
    }
    // A range past the end is an answer too: a chunked reader learns from it that the file ended.
    const pastTheEnd = status === 416 && !!options.range;
    if ((status < 200 || status >= 300) && !pastTheEnd) {
      res.resume();
      throw badRequest(FETCH_MESSAGES.failed(status));
    }
    const declared = Number(res.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      res.destroy();
      throw new HttpError(413, FETCH_MESSAGES.tooLarge(options.maxBytes));
    }
    let seen = 0;
    res.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > options.maxBytes) res.destroy(new HttpError(413, FETCH_MESSAGES.tooLarge(options.maxBytes)));
    });
    deadline.addEventListener('abort', () => res.destroy(badRequest(FETCH_MESSAGES.timeout)), { once: true });
    return {
      body: res,
      contentType: res.headers['content-type'],
      url,
      status,
      contentRange: res.headers['content-range'],
    };
  }
  throw badRequest(FETCH_MESSAGES.redirects);
}

function get(url: URL, options: FetchOptions, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        lookup: guardedLookup(options.allowPrivate),
        signal,
        headers: { accept: '*/*', ...(options.range ? { range: options.range } : {}) },
      },
      resolve,
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EBLOCKED') reject(badRequest(FETCH_MESSAGES.blocked));
      else if (signal.aborted || err.name === 'AbortError') reject(badRequest(FETCH_MESSAGES.timeout));
      else reject(badRequest(FETCH_MESSAGES.unreachable));
    });
  });
}
