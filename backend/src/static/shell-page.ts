import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { RemoteManifest } from '@basalt/core';

/** The element the shell reads the manifest from (shell/src/remotes/manifest.ts, shell/src/early/early-reads.ts). */
const MANIFEST_ID = 'basalt-remotes';

/**
 * The shell's page with the remotes manifest written into it, first thing in its head: the shell then needs no
 * `/remotes.json` round trip, and the page's inline script can fetch the remotes' entries while the HTML is parsed
 * (docs/PERFORMANCE.md, "First rows in a fresh tab"). `<` is escaped so no URL can close the script element.
 */
export function withManifest(html: string, manifest: RemoteManifest): string {
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  const tag = `<script id="${MANIFEST_ID}" type="application/json">${json}</script>`;
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return tag + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}

/** One copy of the page as sent: its bytes in one coding, and a validator of exactly those bytes. */
export interface PageCopy {
  body: Buffer;
  etag: string;
}

export interface ShellPage {
  mtime: Date;
  plain: PageCopy;
  br: PageCopy;
  gzip: PageCopy;
}

function copyOf(body: Buffer, coding: string): PageCopy {
  const hash = crypto.createHash('sha1').update(body).digest('base64url').slice(0, 16);
  return { body, etag: `W/"${hash}-${coding}"` };
}

/**
 * The shell's index.html with the manifest written in, compressed once per build (the page changes only when the
 * shell is rebuilt, and the manifest only with the server's config); undefined when the shell is not built.
 */
export function createShellPage(indexFile: string, manifest: RemoteManifest): () => Promise<ShellPage | undefined> {
  let cached: { mtimeMs: number; size: number; page: ShellPage } | undefined;
  return async () => {
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(indexFile);
    } catch {
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    if (cached?.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.page;
    const body = Buffer.from(withManifest(await fs.promises.readFile(indexFile, 'utf8'), manifest));
    const page: ShellPage = {
      mtime: stat.mtime,
      plain: copyOf(body, 'identity'),
      br: copyOf(zlib.brotliCompressSync(body), 'br'),
      gzip: copyOf(zlib.gzipSync(body, { level: 9 }), 'gzip'),
    };
    cached = { mtimeMs: stat.mtimeMs, size: stat.size, page };
    return page;
  };
}
