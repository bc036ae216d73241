import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import supertest from 'supertest';
import { webAssets } from '../src/static/web-assets';

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
  write('secret.txt', 'outside the web root');
  return root;
}

describe('web assets', () => {
  const root = fakeWebRoot();
  const app = new Koa().use(webAssets(root));
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
    const res = await supertest(new Koa().use(webAssets(empty)).callback())
      .get('/')
      .set('accept', 'text/html');
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });
});
