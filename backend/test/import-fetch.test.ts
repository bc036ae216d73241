import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { isBlockedAddress } from '../src/storage/fetch-url';
import { describeEachDb } from './support/each-db';
import { addMember } from './support/records';
import { as, createProject, signUp, type Client } from './support/workspace';

const BLOCKED = 'The URL points to a private or local network address';
const FILE = Buffer.from(Array.from({ length: 1000 }, (_, i) => `row ${i},${i * 2}\n`).join(''));

/**
 * A file server on `host` (loopback unless a test needs another address): `/data.csv` honours ranges, `/plain.csv`
 * ignores them, `/to-loopback` redirects to the loopback server's `/data.csv`.
 */
function fileServer(host = '127.0.0.1'): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.url === '/to-loopback') {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/data.csv` }).end();
      return;
    }
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    if (req.url === '/data.csv' && range) {
      const start = Number(range[1]);
      if (start >= FILE.length) {
        res.writeHead(416, { 'content-range': `bytes */${FILE.length}` }).end();
        return;
      }
      const end = Math.min(range[2] ? Number(range[2]) : FILE.length - 1, FILE.length - 1);
      res.writeHead(206, {
        'content-type': 'text/csv',
        'content-range': `bytes ${start}-${end}/${FILE.length}`,
        'content-length': end - start + 1,
      });
      res.end(FILE.subarray(start, end + 1));
      return;
    }
    if (req.url === '/data.csv' || req.url === '/plain.csv') {
      res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(FILE);
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, host, () => resolve(server)));
}

/** An address of this machine the fetch rules do not block, if it has one (a redirect test needs a first hop). */
const publicLocalAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal && !isBlockedAddress(a.address))?.address;

const fetchPath = (projectId: string, url: string) =>
  `/api/v1/db/meta/projects/${projectId}/import/fetch?url=${encodeURIComponent(url)}`;

let files: http.Server;
let port: number;
beforeAll(async () => {
  files = await fileServer();
  port = (files.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => files.close(resolve)));

describeEachDb(
  'import: fetching a remote file (private addresses allowed by config)',
  (server) => {
    let owner: Client;
    let projectId: string;
    beforeAll(async () => {
      owner = as(server(), await signUp(server(), 'import-fetch@example.com'));
      projectId = (await createProject(owner)).id;
    });

    it('passes a byte range on and answers 206 with the remote Content-Range', async () => {
      const res = await owner
        .get(fetchPath(projectId, `http://127.0.0.1:${port}/data.csv`))
        .set('Range', 'bytes=10-109')
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(206);
      expect(res.headers['content-range']).toBe(`bytes 10-109/${FILE.length}`);
      expect(res.headers['content-type']).toBe('text/csv');
      expect(Buffer.compare(res.body as Buffer, FILE.subarray(10, 110))).toBe(0);
    });

    it('answers 416 with the size when the range starts past the end', async () => {
      const res = await owner
        .get(fetchPath(projectId, `http://127.0.0.1:${port}/data.csv`))
        .set('Range', `bytes=${FILE.length}-${FILE.length + 99}`)
        .expect(416);
      expect(res.headers['content-range']).toBe(`bytes */${FILE.length}`);
    });

    it('answers the whole file (200) when the remote ignores the range', async () => {
      const res = await owner
        .get(fetchPath(projectId, `http://127.0.0.1:${port}/plain.csv`))
        .set('Range', 'bytes=0-9')
        .expect(200);
      expect(res.headers['content-range']).toBeUndefined();
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.text).toBe(FILE.toString());
    });

    it('refuses malformed ranges, missing files and users who may not create tables', async () => {
      const url = `http://127.0.0.1:${port}/data.csv`;
      expect((await owner.get(fetchPath(projectId, url)).set('Range', 'lines=1-2').expect(400)).body.msg).toContain(
        'Range',
      );
      const missing = await owner.get(fetchPath(projectId, `http://127.0.0.1:${port}/nope`)).expect(400);
      expect(missing.body.msg).toBe('The URL answered 404');
      const editor = await addMember(server(), projectId, 'import-editor@example.com', 'editor');
      await editor.get(fetchPath(projectId, url)).expect(403);
      await server().request().get(fetchPath(projectId, url)).expect(401);
    });
  },
  { BASALT_UPLOAD_BY_URL_ALLOW_PRIVATE: 'true' },
);

describeEachDb('import: fetching a remote file (default: private addresses refused)', (server) => {
  let owner: Client;
  let projectId: string;
  beforeAll(async () => {
    owner = as(server(), await signUp(server(), 'import-ssrf@example.com'));
    projectId = (await createProject(owner)).id;
  });

  it.each([
    ['loopback', () => `http://127.0.0.1:${port}/data.csv`],
    ['loopback by name', () => `http://localhost:${port}/data.csv`],
    ['IPv6 loopback', () => `http://[::1]:${port}/data.csv`],
    ['private', () => 'http://10.1.2.3/data.csv'],
    ['private 192.168', () => 'http://192.168.0.10/data.csv'],
    ['link-local (cloud metadata)', () => 'http://169.254.169.254/latest/meta-data/'],
  ])('refuses a %s address', async (_kind, url) => {
    const res = await owner.get(fetchPath(projectId, url())).expect(400);
    expect(res.body.msg).toBe(BLOCKED);
  });

  (publicLocalAddress ? it : it.skip)('refuses a redirect to a loopback address', async () => {
    // The first hop is allowed (an address of this machine outside the blocked ranges); the redirect is not. Only
    // this test listens beyond loopback, on that one address and for its own length.
    const firstHop = await fileServer(publicLocalAddress);
    const hop = `http://${publicLocalAddress}:${(firstHop.address() as AddressInfo).port}`;
    try {
      const direct = await owner.get(fetchPath(projectId, `${hop}/plain.csv`));
      expect(direct.status).toBe(200);
      const res = await owner.get(fetchPath(projectId, `${hop}/to-loopback`)).expect(400);
      expect(res.body.msg).toBe(BLOCKED);
    } finally {
      firstHop.closeAllConnections();
      await new Promise((resolve) => firstHop.close(resolve));
    }
  });
});
