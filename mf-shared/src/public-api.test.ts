import { fakeApi, ok } from '@basalt/ui/testing';
import { publicViewApi } from './public-api';

const META = { id: 'vw_1', title: 'Feedback', type: 1, model: { id: 'md_1', title: 'Feedback', columns: [] } };
const page = window as { basaltEarlyMeta?: unknown };

describe('publicViewApi meta', () => {
  afterEach(() => delete page.basaltEarlyMeta);

  it("takes the meta the standalone page's HTML asked for, once, then asks the server", async () => {
    const server = fakeApi({ 'GET /api/v1/db/public/shared-view/abc/meta': ok({ ...META, title: 'Fresh' }) });
    page.basaltEarlyMeta = { uuid: 'abc', response: Promise.resolve({ ok: true, json: async () => META }) };
    const api = publicViewApi(server.api, 'abc');
    expect((await api.meta()).title).toBe('Feedback');
    expect(server.calls).toEqual([]);
    expect((await api.meta()).title).toBe('Fresh');
  });

  it('asks the server when the early answer was a refusal, or was for another link', async () => {
    const server = fakeApi({ 'GET /api/v1/db/public/shared-view/abc/meta': ok(META) });
    page.basaltEarlyMeta = { uuid: 'abc', response: Promise.resolve({ ok: false, json: async () => ({}) }) };
    await publicViewApi(server.api, 'abc').meta();
    page.basaltEarlyMeta = { uuid: 'other', response: Promise.resolve({ ok: true, json: async () => META }) };
    await publicViewApi(server.api, 'abc').meta();
    expect(server.calls).toHaveLength(2);
  });
});
