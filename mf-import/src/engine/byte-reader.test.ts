/** @jest-environment node */
import { readAll, remoteByteReader } from './byte-reader';
import { ImportSourceError } from './source-error';

const body = new TextEncoder().encode('0123456789abcdef');

/** A fake fetch proxy: answers ranges with 206 + Content-Range, or the whole body with 200. */
function proxy(honoursRange: boolean, status = 200, msg = 'IP not allowed') {
  const ranges: string[] = [];
  const fetchFn = (_url: RequestInfo | URL, init?: RequestInit) => {
    const range = (init?.headers as Record<string, string>).Range!;
    ranges.push(range);
    if (status !== 200) return Promise.resolve(new Response(JSON.stringify({ msg }), { status }));
    const [, a, b] = /bytes=(\d+)-(\d+)/.exec(range)!;
    const start = Number(a);
    if (!honoursRange) return Promise.resolve(new Response(body, { status: 200 }));
    if (start >= body.length) return Promise.resolve(new Response(null, { status: 416 }));
    const slice = body.slice(start, Number(b) + 1);
    const headers = { 'content-range': `bytes ${start}-${start + slice.length - 1}/${body.length}` };
    return Promise.resolve(new Response(slice, { status: 206, headers }));
  };
  return { ranges, fetch: fetchFn as typeof fetch };
}

describe('remoteByteReader', () => {
  it('reads by Range through the proxy and learns the size from Content-Range', async () => {
    const server = proxy(true);
    const reader = remoteByteReader({ proxyUrl: 'http://x/fetch', headers: {}, fetch: server.fetch });
    expect(new TextDecoder().decode(await readAll(reader, 1000, 5))).toBe('0123456789abcdef');
    expect(server.ranges).toEqual(['bytes=0-4', 'bytes=5-9', 'bytes=10-14', 'bytes=15-19']);
    expect(reader.size()).toBe(16);
  });

  it('keeps a whole 200 answer and cuts later slices from it', async () => {
    const server = proxy(false);
    const reader = remoteByteReader({ proxyUrl: 'http://x/fetch', headers: {}, fetch: server.fetch });
    expect(new TextDecoder().decode(await reader.read(0, 4))).toBe('0123');
    expect(new TextDecoder().decode(await reader.read(4, 8))).toBe('4567');
    expect(server.ranges).toHaveLength(1);
  });

  it("gives the server's reason for a refused address", async () => {
    const reader = remoteByteReader({ proxyUrl: 'http://x/fetch', headers: {}, fetch: proxy(true, 403).fetch });
    await expect(reader.read(0, 4)).rejects.toEqual(expect.any(ImportSourceError));
    await expect(reader.read(0, 4)).rejects.toMatchObject({
      i18nKey: 'import.errors.urlRefused',
      message: 'IP not allowed',
    });
  });

  it('tells a refused private address from other failures as the backend answers it (400 and its msg)', async () => {
    const blocked = 'The URL points to a private or local network address';
    const refused = remoteByteReader({
      proxyUrl: 'http://x/fetch',
      headers: {},
      fetch: proxy(true, 400, blocked).fetch,
    });
    await expect(refused.read(0, 4)).rejects.toMatchObject({ i18nKey: 'import.errors.urlRefused', message: blocked });
    const failed = remoteByteReader({
      proxyUrl: 'http://x/fetch',
      headers: {},
      fetch: proxy(true, 400, 'Not an http(s) URL: x').fetch,
    });
    await expect(failed.read(0, 4)).rejects.toMatchObject({ i18nKey: 'import.errors.fetchFailed' });
  });

  it('refuses a source over the cap', async () => {
    const reader = remoteByteReader({ proxyUrl: 'http://x/fetch', headers: {}, fetch: proxy(true).fetch });
    await expect(readAll(reader, 8, 5)).rejects.toMatchObject({ i18nKey: 'import.errors.tooLarge' });
  });
});
