import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type Koa from 'koa';
import supertest from 'supertest';
import { webAssets } from '../src/static/web-assets';
import { bareApp } from './support/bare-app';

/** One request whose body is kept as the bytes that crossed the wire (supertest would decode it). */
async function raw(app: Koa, urlPath: string, headers: Record<string, string>) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

function fakeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-web-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('shell/dist/index.html', '<!doctype html><title>Basalt</title>');
  write('shell/dist/main.js', 'console.log("shell")');
  write('shell/dist/412.0a1b2c3d.js', 'chunk');
  write('mf-auth/dist/remoteEntry.js', 'remote entry');
  // What compression-webpack-plugin writes beside a file (distinct contents, so the test sees which one is sent).
  for (const file of ['shell/dist/index.html', 'shell/dist/412.0a1b2c3d.js', 'mf-auth/dist/remoteEntry.js']) {
    const text = fs.readFileSync(path.join(root, file));
    fs.writeFileSync(path.join(root, file + '.br'), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(root, file + '.gz'), zlib.gzipSync(Buffer.concat([text, Buffer.from(' (gzip)')])));
  }
  write('secret.txt', 'outside the web root');
  return root;
}

describe('web assets', () => {
  const root = fakeWebRoot();
  const app = bareApp().use(webAssets(root));
  const request = () => supertest(app.callback());
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('serves hashed chunks as immutable and entries as revalidated', async () => {
    const hashed = await request().get('/412.0a1b2c3d.js').expect(200);
    expect(hashed.headers['cache-control']).toContain('immutable');
    const entry = await request().get('/remotes/mf-auth/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['content-type']).toContain('javascript');
  });

  it('sends the brotli copy to a browser that takes brotli, whatever order its header lists codings in', async () => {
    const res = await raw(app, '/412.0a1b2c3d.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe('chunk');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself when nothing is', async () => {
    const gzip = await raw(app, '/remotes/mf-auth/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe('remote entry (gzip)');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);

    for (const header of ['identity', 'br;q=0, gzip;q=0']) {
      const plain = await request().get('/remotes/mf-auth/remoteEntry.js').set('accept-encoding', header).expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe('remote entry');
      expect(plain.headers['vary']).toContain('Accept-Encoding');
    }
  });

  it('serves a file without a compressed copy plain, even to a client that takes brotli', async () => {
    const res = await request().get('/main.js').set('accept-encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe('console.log("shell")');
  });

  it('compresses the shell page sent for client routes', async () => {
    const res = await raw(app, '/projects/p_1', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(zlib.brotliDecompressSync(res.body).toString()).toContain('<title>Basalt</title>');
  });

  it('gives each encoding its own validator, and answers HEAD and 304 for the encoding asked for', async () => {
    const br = await request().get('/412.0a1b2c3d.js').set('accept-encoding', 'br').expect(200);
    const gzip = await request().get('/412.0a1b2c3d.js').set('accept-encoding', 'gzip').expect(200);
    expect(br.headers.etag).not.toBe(gzip.headers.etag);

    await request()
      .get('/412.0a1b2c3d.js')
      .set('accept-encoding', 'br')
      .set('if-none-match', br.headers.etag!)
      .expect(304);
    // A brotli validator does not vouch for the gzip copy.
    await request()
      .get('/412.0a1b2c3d.js')
      .set('accept-encoding', 'gzip')
      .set('if-none-match', br.headers.etag!)
      .expect(200);

    const head = await request().head('/412.0a1b2c3d.js').set('accept-encoding', 'br').expect(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(br.headers['content-length']);
    expect(head.headers.etag).toBe(br.headers.etag);
  });

  it('answers client routes with the shell page', async () => {
    const res = await request().get('/projects/p_1').set('accept', 'text/html').expect(200);
    expect(res.text).toContain('<title>Basalt</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates with 304', async () => {
    const first = await request().get('/main.js').expect(200);
    await request().get('/main.js').set('if-none-match', first.headers.etag!).expect(304);
  });

  it('never leaves the web root', async () => {
    await request().get('/remotes/mf-auth/..%2F..%2Fsecret.txt').expect(404);
    await request().get('/..%2Fsecret.txt').expect(404);
    await request().get('/remotes/mf-auth/%2e%2e/%2e%2e/secret.txt').expect(404);
  });

  it('says how to build when the shell is missing', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-empty-'));
    const res = await supertest(bareApp().use(webAssets(empty)).callback())
      .get('/')
      .set('accept', 'text/html');
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });
});
