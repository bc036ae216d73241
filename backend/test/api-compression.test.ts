import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type Koa from 'koa';
import { apiCompression } from '../src/http/compression';
import { bareApp } from './support/bare-app';

const bigPage = { list: Array.from({ length: 1000 }, (_, i) => ({ Id: i + 1, Title: `Row ${i + 1}` })) };

function appUnderTest(): Koa {
  const app = bareApp();
  app.use(apiCompression());
  app.use((ctx) => {
    if (ctx.path === '/api/v1/big') ctx.body = bigPage;
    else if (ctx.path === '/api/v1/small') ctx.body = { msg: 'ok' };
    else if (ctx.path === '/api/v1/csv') {
      ctx.type = 'text/csv';
      // Rows keep coming after the first bytes must have left: a buffered answer would never show them early.
      ctx.body = Readable.from(
        (async function* () {
          for (let i = 0; i < 3; i++) {
            yield `row ${i}\n`.repeat(200);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        })(),
      );
    } else {
      ctx.type = 'js';
      ctx.body = 'x'.repeat(5000);
    }
  });
  return app;
}

interface RawAnswer {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  firstChunkAt: number;
  endAt: number;
}

/** The bytes as they crossed the wire, with when the first and last arrived. */
async function get(urlPath: string, acceptEncoding: string): Promise<RawAnswer> {
  const server = appUnderTest().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const started = Date.now();
  try {
    return await new Promise<RawAnswer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: urlPath, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          let firstChunkAt = 0;
          res.on('data', (chunk: Buffer) => {
            firstChunkAt ||= Date.now() - started;
            chunks.push(chunk);
          });
          res.on('end', () =>
            resolve({ headers: res.headers, body: Buffer.concat(chunks), firstChunkAt, endAt: Date.now() - started }),
          );
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('API answer compression', () => {
  it('sends a large JSON page brotli-compressed to a client that takes it', async () => {
    const res = await get('/api/v1/big', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toContain('Accept-Encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(res.body).toString())).toEqual(bigPage);
    expect(res.body.length).toBeLessThan(JSON.stringify(bigPage).length / 4);
  });

  it('sends gzip when only gzip is accepted, and plain JSON when nothing is', async () => {
    const gzip = await get('/api/v1/big', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString())).toEqual(bigPage);

    const plain = await get('/api/v1/big', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(bigPage);
    expect(plain.headers['content-type']).toContain('application/json');
  });

  it('leaves answers under 1 KB alone', async () => {
    const res = await get('/api/v1/small', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toEqual({ msg: 'ok' });
  });

  it('streams a CSV export through the compressor without waiting for its end', async () => {
    const res = await get('/api/v1/csv', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBeUndefined();
    expect(zlib.gunzipSync(res.body).toString()).toBe([0, 1, 2].map((i) => `row ${i}\n`.repeat(200)).join(''));
    // gzip emits its header at once; the 100 ms the stream waits afterwards show up after the first chunk.
    expect(res.endAt - res.firstChunkAt).toBeGreaterThanOrEqual(80);
  });

  it('does not touch what is not the API (static files come precompressed)', async () => {
    const res = await get('/main.js', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('x'.repeat(5000));
  });
});
