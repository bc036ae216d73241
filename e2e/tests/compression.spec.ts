import { expect, test, type APIRequestContext, type Response } from '@playwright/test';
import { startBasalt, type RunningServer } from '../support/server';

/**
 * What crosses the wire is compressed: the build's brotli copies for a browser (which also takes gzip, listed
 * first), gzip for a client that takes only gzip, and large API answers compressed on the fly.
 */
test.describe('compressed answers', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('the page, remoteEntry.js and hashed chunks reach the browser as brotli', async ({ page }) => {
    const responses: Response[] = [];
    page.on('response', (res) => responses.push(res));
    await page.goto(`${server.url}/signin`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    const encodingOf = async (match: (path: string) => boolean) => {
      const res = responses.find((r) => match(new URL(r.url()).pathname));
      expect(res, 'a matching response').toBeDefined();
      const headers = await res!.allHeaders();
      expect(headers['vary']).toContain('Accept-Encoding');
      return headers['content-encoding'];
    };
    expect(await encodingOf((p) => p === '/signin')).toBe('br');
    expect(await encodingOf((p) => p === '/remotes/mf-auth/remoteEntry.js')).toBe('br');
    expect(await encodingOf((p) => /^\/[\w-]+\.[0-9a-f]{8}\.js$/.test(p))).toBe('br');
    expect(await encodingOf((p) => /^\/remotes\/mf-auth\/[\w-]+\.[0-9a-f]{8}\.js$/.test(p))).toBe('br');
  });

  test('a client that takes only gzip gets the gzip copies', async ({ request }) => {
    const html = await request.get(`${server.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(html.headers()['content-encoding']).toBe('gzip');
    expect(await html.text()).toContain('<title>');

    const entry = await request.get(`${server.url}/remotes/mf-auth/remoteEntry.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(entry.headers()['content-encoding']).toBe('gzip');
    expect(entry.headers()['content-type']).toContain('javascript');
  });

  test('a 1,000-row page of records is sent compressed', async ({ request }) => {
    const { projectId, token } = await seedThousandRows(request, server.url);
    const url = `${server.url}/api/v1/db/data/noco/${projectId}/Things?limit=1000`;

    const br = await request.get(url, { headers: { 'xc-auth': token, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status()).toBe(200);
    expect(br.headers()['content-encoding']).toBe('br');
    expect(br.headers()['vary']).toContain('Accept-Encoding');
    const page = (await br.json()) as { list: { Title: string }[] };
    expect(page.list).toHaveLength(1000);
    expect(page.list[999]!.Title).toBe('Row 1000');

    const gzip = await request.get(url, { headers: { 'xc-auth': token, 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');

    const plain = await request.get(url, { headers: { 'xc-auth': token, 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(((await plain.json()) as { list: unknown[] }).list).toHaveLength(1000);
  });
});

async function seedThousandRows(request: APIRequestContext, baseUrl: string) {
  const call = async <T>(method: string, path: string, body: unknown, token?: string): Promise<T> => {
    const res = await request.fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'xc-auth': token } : {}) },
      data: JSON.stringify(body),
    });
    if (!res.ok()) throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { token } = await call<{ token: string }>('POST', '/api/v1/auth/user/signup', {
    email: 'compression@example.com',
    password: 'compression-password',
  });
  const project = await call<{ id: string }>('POST', '/api/v1/db/meta/projects/', { title: 'Compression' }, token);
  await call('POST', `/api/v1/db/meta/projects/${project.id}/tables`, { table_name: 'Things', title: 'Things' }, token);
  const rows = Array.from({ length: 1000 }, (_, i) => ({ Title: `Row ${i + 1}` }));
  await call('POST', `/api/v1/db/data/bulk/noco/${project.id}/Things`, rows, token);
  return { projectId: project.id, token };
}
