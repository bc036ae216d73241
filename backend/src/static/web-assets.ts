import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import { REMOTE_NAMES, type RemoteName } from '@basalt/core';

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

const NOT_BUILT_PAGE =
  '<!doctype html><meta charset="utf-8"><title>Basalt</title><p>The web app is not built yet: run <code>npm run build</code>.</p>';

/**
 * Serves the built shell at `/` and each remote's build under `/remotes/<name>/`: hashed files as immutable,
 * everything else revalidated; any other GET that wants HTML gets the shell's `index.html` (client routes).
 */
export function webAssets(webRoot: string): Middleware {
  const table = mounts(webRoot);
  const shellIndex = path.join(webRoot, 'shell', 'dist', 'index.html');

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();
    const mount = table.find((m) => ctx.path.startsWith(m.prefix))!;
    const file = safeJoin(mount.dir, ctx.path.slice(mount.prefix.length));
    const stat = file && path.extname(file) ? await fileStat(file) : undefined;

    if (file && stat) {
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Cache-Control', HASHED_FILE.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      ctx.type = path.extname(file);
      ctx.length = stat.size;
      ctx.lastModified = stat.mtime;
      ctx.etag = `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
      ctx.status = 200; // ctx.fresh only compares validators for a 2xx answer
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
      ctx.body = ctx.method === 'HEAD' ? null : fs.createReadStream(file);
      return;
    }
    if (path.extname(ctx.path) || !ctx.accepts('html')) return next();

    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    const index = await fileStat(shellIndex);
    if (!index) {
      ctx.status = 503;
      ctx.body = NOT_BUILT_PAGE;
      return;
    }
    ctx.body = fs.createReadStream(shellIndex);
  };
}
