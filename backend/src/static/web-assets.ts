import fs from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import { REMOTE_NAMES, type RemoteManifest, type RemoteName } from '@basalt/core';
import { createShellPage, type ShellPage } from './shell-page';

/** webpack names chunks `[name].[contenthash:8].js`: such a file never changes, so caches may keep it forever. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

interface Mount {
  prefix: string;
  dir: string;
}

function mounts(webRoot: string): Mount[] {
  const remotes = REMOTE_NAMES.map((name: RemoteName) => ({
    prefix: `/remotes/${name}/`,
    dir: path.join(webRoot, name, 'dist'),
  }));
  return [...remotes, { prefix: '/', dir: path.join(webRoot, 'shell', 'dist') }];
}

/** Resolves a URL path inside `dir`, or undefined when it would leave it. */
function safeJoin(dir: string, relative: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const full = path.resolve(dir, '.' + path.posix.normalize('/' + decoded));
  return full === dir || full.startsWith(dir + path.sep) ? full : undefined;
}

async function fileStat(file: string): Promise<fs.Stats | undefined> {
  try {
    const stat = await fs.promises.stat(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}

/** The build's precompressed siblings (`x.js.br`, `x.js.gz`), best first: brotli is ~15 % smaller than gzip. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

interface Served {
  path: string;
  stat: fs.Stats;
}

/**
 * The copy of `file` to send: the first precompressed sibling the client accepts (Koa's `Accept-Encoding`
 * negotiation, asked one coding at a time in our order so `q=0` and `*` are honoured but a header's listing order
 * does not make a browser get gzip when it also takes brotli), else the file itself (the build writes no
 * copy of a file compression would not shrink, and `output.clean` removes stale ones).
 */
async function precompressed(
  ctx: Context,
  file: string,
  stat: fs.Stats,
): Promise<{ served: Served; encoding?: string }> {
  for (const { name, suffix } of ENCODINGS) {
    if (ctx.acceptsEncodings(name) !== name) continue;
    const sibling = await fileStat(file + suffix);
    if (sibling) return { served: { path: file + suffix, stat: sibling }, encoding: name };
  }
  return { served: { path: file, stat } };
}

/** Headers and body for one file; each encoding has its own length and validator, so a 304 is per encoding. */
function sendFile(ctx: Context, file: string, served: Served, encoding: string | undefined): void {
  ctx.vary('Accept-Encoding');
  ctx.type = path.extname(file);
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.length = served.stat.size;
  ctx.lastModified = served.stat.mtime;
  ctx.etag = `W/"${served.stat.size.toString(16)}-${served.stat.mtimeMs.toString(16)}${encoding ? '-' + encoding : ''}"`;
  ctx.status = 200; // ctx.fresh only compares validators for a 2xx answer
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  // HEAD: no body at all (a null body would turn the answer into a 204); Koa sends the headers set above.
  if (ctx.method !== 'HEAD') ctx.body = fs.createReadStream(served.path);
}

/** The shell's page with the manifest written in (shell-page.ts), in the best coding the client takes. */
function sendShellPage(ctx: Context, page: ShellPage): void {
  ctx.vary('Accept-Encoding');
  ctx.type = 'html';
  const coding = ENCODINGS.find(({ name }) => ctx.acceptsEncodings(name) === name)?.name;
  const copy = coding ? page[coding] : page.plain;
  if (coding) ctx.set('Content-Encoding', coding);
  ctx.length = copy.body.length;
  ctx.lastModified = page.mtime;
  ctx.etag = copy.etag;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (ctx.method !== 'HEAD') ctx.body = copy.body;
}

const NOT_BUILT_PAGE =
  '<!doctype html><meta charset="utf-8"><title>Basalt</title><p>The web app is not built yet: run <code>npm run build</code>.</p>';

/**
 * Serves the built shell at `/` and each remote's build under `/remotes/<name>/`: hashed files as immutable,
 * everything else revalidated; any other GET that wants HTML gets the shell's `index.html` (client routes), with
 * the remotes `manifest` written into it when one is given.
 */
export function webAssets(webRoot: string, manifest?: RemoteManifest): Middleware {
  const table = mounts(webRoot);
  const shellIndex = path.join(webRoot, 'shell', 'dist', 'index.html');
  const shellPage = manifest && createShellPage(shellIndex, manifest);

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();
    const mount = table.find((m) => ctx.path.startsWith(m.prefix))!;
    const file = safeJoin(mount.dir, ctx.path.slice(mount.prefix.length));
    const stat = file && path.extname(file) ? await fileStat(file) : undefined;

    if (file && stat) {
      const { served, encoding } = await precompressed(ctx, file, stat);
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Cache-Control', HASHED_FILE.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      sendFile(ctx, file, served, encoding);
      return;
    }
    if (path.extname(ctx.path) || !ctx.accepts('html')) return next();

    ctx.set('Cache-Control', 'no-cache');
    const page = await shellPage?.();
    if (page) return sendShellPage(ctx, page);
    const index = await fileStat(shellIndex);
    if (!index) {
      ctx.type = 'html';
      ctx.status = 503;
      ctx.body = NOT_BUILT_PAGE;
      return;
    }
    const { served, encoding } = await precompressed(ctx, shellIndex, index);
    sendFile(ctx, shellIndex, served, encoding);
  };
}
