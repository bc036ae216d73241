import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import type { RemoteManifest } from '@basalt/core';
import { withManifest } from '../src/static/shell-page';
import { webAssets } from '../src/static/web-assets';
import { bareApp } from './support/bare-app';

const MANIFEST = {
  'mf-auth': '/remotes/mf-auth/remoteEntry.js',
  'mf-views': 'https://cdn.test/views/remoteEntry.js?</script><b>',
} as unknown as RemoteManifest;

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Basalt</title></head><body></body></html>';

/** The manifest element of a page, parsed as the shell parses it. */
function manifestIn(html: string): unknown {
  const match = /<script id="basalt-remotes" type="application\/json">(.*?)<\/script>/.exec(html);
  return match && JSON.parse(match[1]!);
}

describe("the shell's page with the remotes manifest", () => {
  it('writes the manifest first thing in the head, where no URL can close its element', () => {
    const html = withManifest(PAGE, MANIFEST);
    expect(html.startsWith('<!doctype html><html lang="en"><head><script id="basalt-remotes"')).toBe(true);
    expect(manifestIn(html)).toEqual(MANIFEST);
    expect(html).not.toContain('</script><b>');
  });

  describe('as served for client routes', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-shell-page-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    const index = path.join(root, 'shell', 'dist', 'index.html');
    fs.writeFileSync(index, PAGE);
    const app = bareApp().use(webAssets(root, MANIFEST));
    const request = () => supertest(app.callback());
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    it('carries the manifest in every coding, each with its own validator', async () => {
      const plain = await request()
        .get('/nc/p_1/table/T')
        .set('accept', 'text/html')
        .set('accept-encoding', 'identity');
      expect(plain.status).toBe(200);
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(manifestIn(plain.text)).toEqual(MANIFEST);

      // supertest decodes the body: that it reads the manifest shows the brotli copy is whole
      const br = await request().get('/nc/p_1/table/T').set('accept', 'text/html').set('accept-encoding', 'br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(manifestIn(br.text)).toEqual(MANIFEST);
      const gzip = await request().get('/nc/p_1/table/T').set('accept', 'text/html').set('accept-encoding', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(manifestIn(gzip.text)).toEqual(MANIFEST);
      expect(br.headers.etag).not.toBe(plain.headers.etag);

      await request()
        .get('/')
        .set('accept', 'text/html')
        .set('accept-encoding', 'br')
        .set('if-none-match', br.headers.etag!)
        .expect(304);
    });

    it('follows a rebuilt shell', async () => {
      fs.writeFileSync(index, PAGE.replace('Basalt', 'Basalt rebuilt'));
      fs.utimesSync(index, new Date(), new Date(Date.now() + 5000));
      const res = await request().get('/projects').set('accept', 'text/html').set('accept-encoding', 'identity');
      expect(res.text).toContain('Basalt rebuilt');
      expect(manifestIn(res.text)).toEqual(MANIFEST);
    });
  });
});
