import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describeEachDb, type TestServer } from './support/each-db';
import { signUp } from './support/workspace';

const UPLOAD = '/api/v1/db/storage/upload';
const BY_URL = '/api/v1/db/storage/upload-by-url';
const LIMIT = 64 * 1024;

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((e) => (e.isFile() ? [path.relative(dir, path.join(e.parentPath, e.name))] : []));
}

const binary = (res: { body: unknown }) => res.body as Buffer;
const asBuffer = (req: ReturnType<ReturnType<TestServer['request']>['get']>) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describeEachDb(
  'attachments',
  (server) => {
    let token: string;
    let origin: string;
    let files: http.Server;
    const big = randomBytes(LIMIT + 1000);
    const small = randomBytes(5000);

    beforeAll(async () => {
      token = await signUp(server(), 'files@example.com');
      files = http.createServer((req, res) => {
        if (req.url === '/small.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(small);
        if (req.url === '/big.bin') return void res.writeHead(200).end(big);
        if (req.url === '/chunked') {
          res.writeHead(200);
          for (let i = 0; i < 20; i++) res.write(randomBytes(LIMIT / 10));
          return void res.end();
        }
        if (req.url === '/moved') return void res.writeHead(302, { location: '/small.png' }).end();
        res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await new Promise((resolve) => files.close(resolve));
    });

    const upload = () => server().request().post(UPLOAD).set('xc-auth', token);
    const download = (p: string) => asBuffer(server().request().get(`/${p}`));

    it('stores uploads and serves them back byte for byte', async () => {
      const bytes = randomBytes(10_000);
      const res = await upload()
        .query({ path: 'noco/Sales/Orders/Photo' })
        .attach('files', bytes, { filename: 'photo.png', contentType: 'image/png' })
        .attach('files', small, { filename: 'notes.txt', contentType: 'text/plain' })
        .expect(200);
      expect(res.body).toHaveLength(2);
      expect(res.body[0]).toEqual({
        path: expect.stringMatching(/^download\/noco\/Sales\/Orders\/Photo\/[0-9a-z]{18}\.png$/),
        title: 'photo.png',
        mimetype: 'image/png',
        size: 10_000,
      });
      expect(res.body[0]).not.toHaveProperty('url');
      const got = await download(res.body[0].path).expect(200);
      expect(Buffer.compare(binary(got), bytes)).toBe(0);
      expect(got.headers['content-type']).toBe('image/png');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-z]{18}\.png"/);
      expect(got.headers['content-security-policy']).toContain('sandbox');
      const text = await download(res.body[1].path).expect(200);
      expect(Buffer.compare(binary(text), small)).toBe(0);
    });

    it('neutralises path traversal in file names, folders and downloads', async () => {
      const before = filesUnder(path.dirname(server().config.uploadsDir));
      const res = await upload()
        .query({ path: '../../../etc/../noco' })
        .attach('file', Buffer.from('<script>alert(1)</script>'), {
          filename: '../../../evil.html',
          contentType: 'text/html',
        })
        .expect(200);
      const [stored] = res.body;
      expect(stored.title).toBe('evil.html');
      expect(stored.path).toMatch(/^download\/etc\/noco\/[0-9a-z]{18}\.html$/);
      const written = filesUnder(path.dirname(server().config.uploadsDir)).filter((f) => !before.includes(f));
      expect(written).toEqual([path.join('uploads', 'etc', 'noco', stored.path.split('/').pop())]);
      const served = await download(stored.path).expect(200);
      expect(served.headers['content-type']).toBe('application/octet-stream');
      expect(served.headers['content-disposition']).toMatch(/^attachment;/);
      for (const probe of [
        'download/..%2F..%2Fbasalt.db',
        'download/%2e%2e/%2e%2e/basalt.db',
        'download/.tmp/x',
        'download/noco/..%5C..%5Cbasalt.db',
        'dl/..%2F/x/basalt.db',
      ]) {
        await server().request().get(`/${probe}`).expect(404);
      }
    });

    it('never serves SVG or HTML inline', async () => {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';
      const [stored] = (
        await upload().attach('f', Buffer.from(svg), { filename: 'x.svg', contentType: 'image/svg+xml' }).expect(200)
      ).body;
      const served = await download(stored.path).expect(200);
      expect(served.headers['content-type']).toBe('application/octet-stream');
      expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    });

    it('refuses files over the limit with a 413 and keeps nothing', async () => {
      const before = filesUnder(server().config.uploadsDir);
      const res = await upload().attach('f', big, 'big.bin').expect(413);
      expect(res.body.msg).toContain(`${LIMIT} bytes`);
      // formidable removes its partial file asynchronously: wait for it (up to 2 s on a loaded machine).
      for (let i = 0; i < 40 && filesUnder(server().config.uploadsDir).length !== before.length; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(filesUnder(server().config.uploadsDir)).toEqual(before);
    });

    it('needs a signed-in user and a file', async () => {
      await server().request().post(UPLOAD).attach('f', small, 'a.png').expect(401);
      await server()
        .request()
        .post(BY_URL)
        .send([{ url: `${origin}/small.png` }])
        .expect(401);
      expect((await upload().field('x', '1').expect(400)).body.msg).toBe('No file in the request');
    });

    it('uploads by URL (following redirects) with the same limits', async () => {
      const res = await server()
        .request()
        .post(BY_URL)
        .query({ path: 'noco/p' })
        .set('xc-auth', token)
        .send([{ url: `${origin}/small.png` }, { url: `${origin}/moved`, fileName: 'again.png' }])
        .expect(200);
      expect(res.body[0]).toMatchObject({ title: 'small.png', mimetype: 'image/png', size: small.length });
      expect(res.body[1]).toMatchObject({ title: 'again.png', size: small.length });
      expect(Buffer.compare(binary(await download(res.body[0].path).expect(200)), small)).toBe(0);
      const byUrl = (body: object) => server().request().post(BY_URL).set('xc-auth', token).send(body);
      expect((await byUrl([{ url: `${origin}/big.bin` }]).expect(413)).body.msg).toContain('limit');
      expect((await byUrl([{ url: `${origin}/chunked` }]).expect(413)).body.msg).toContain('limit');
      expect((await byUrl([{ url: `${origin}/missing` }]).expect(400)).body.msg).toBe('The URL answered 404');
      expect((await byUrl([{ url: 'file:///etc/passwd' }]).expect(400)).body.msg).toContain('Not an http(s) URL');
      expect((await byUrl({ url: 'x' }).expect(400)).body.msg).toContain('JSON array');
    });
  },
  { BASALT_MAX_UPLOAD_BYTES: String(LIMIT), BASALT_UPLOAD_BY_URL_ALLOW_PRIVATE: 'true' },
);

describeEachDb('upload by URL without private addresses', (server) => {
  it('refuses loopback and private addresses (default)', async () => {
    const token = await signUp(server(), 'ssrf@example.com');
    for (const url of ['http://127.0.0.1:1/x', 'http://localhost:1/x', 'http://10.1.2.3/x', 'http://[::1]:1/x']) {
      const res = await server().request().post(BY_URL).set('xc-auth', token).send([{ url }]).expect(400);
      expect(res.body.msg).toBe('The URL points to a private or local network address');
    }
  });
});
