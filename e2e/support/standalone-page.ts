import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { test } from '@playwright/test';
import { REPO_ROOT, startBasalt, type BasaltServer, type RunningServer } from './server';

const STANDALONE = path.join(REPO_ROOT, 'mf-shared', 'dist', 'standalone');

/**
 * mf-shared's standalone page as a static host would serve it at its own origin: every path answers index.html,
 * which names the API's origin in `<meta name="basalt-api">`; other files as they are.
 */
export async function serveStandalone(apiUrl: () => string): Promise<RunningServer> {
  const template = fs.readFileSync(path.join(STANDALONE, 'index.html'), 'utf8');
  const server = http.createServer((req, res) => {
    const file = path.join(STANDALONE, path.normalize(decodeURIComponent(new URL(req.url!, 'http://x').pathname)));
    if (file.startsWith(STANDALONE) && fs.existsSync(file) && fs.statSync(file).isFile() && /\.(js|json)$/.test(file)) {
      res.writeHead(200, { 'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript' });
      fs.createReadStream(file).pipe(res);
      return;
    }
    const html = template.replace('<head>', () => `<head><meta name="basalt-api" content="${apiUrl()}">`);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a describe block: Basalt, and the standalone page at an origin of its own that Basalt allows by CORS, started
 * before its tests and stopped after them. The getters answer once they are started.
 */
export function standaloneAndBasalt(): { server: () => BasaltServer; standalone: () => RunningServer } {
  let server: BasaltServer;
  let standalone: RunningServer;
  test.beforeAll(async () => {
    standalone = await serveStandalone(() => server.url);
    server = await startBasalt({ BASALT_CORS_ORIGINS: standalone.url });
  });
  test.afterAll(async () => {
    await server.stop();
    await standalone.stop();
  });
  return { server: () => server, standalone: () => standalone };
}
