import { extractErrorText } from '@basalt/core';
import { deferredReply, fail, fakeApi, ok } from './fake-api';

describe('fakeApi', () => {
  it('answers from its table and records method, path, query and body', async () => {
    const server = fakeApi({ 'POST /api/v1/x': ok({ done: true }) });
    await expect(server.api.post('/api/v1/x?a=1', { json: { b: 2 }, searchParams: { c: 3 } }).json()).resolves.toEqual({
      done: true,
    });
    expect(server.calls).toEqual([{ method: 'POST', path: '/api/v1/x', query: { a: '1', c: '3' }, json: { b: 2 } }]);
  });

  it("fails like ky, with the server's message readable by extractErrorText", async () => {
    const server = fakeApi({ 'GET /api/v1/x': fail(400, 'Bad thing') });
    const error = await server.api
      .get('/api/v1/x')
      .json()
      .catch((err: unknown) => err);
    expect(error).toMatchObject({ name: 'HTTPError', response: { status: 400 } });
    expect(await extractErrorText(error)).toBe('Bad thing');
  });

  it('answers 404 naming any request it has no answer for', async () => {
    const server = fakeApi();
    const error = await server.api.delete('/api/v1/y').catch((err: unknown) => err);
    expect(await extractErrorText(error)).toBe('No fake answer for DELETE /api/v1/y');
  });

  it('can hold a reply back until the test releases it', async () => {
    const held = deferredReply();
    const server = fakeApi({ 'GET /z': held.answer });
    let answered = false;
    const pending = server.api
      .get('/z')
      .json()
      .then(() => (answered = true));
    await new Promise((r) => setTimeout(r));
    expect(answered).toBe(false);
    held.resolve(ok());
    await pending;
    expect(answered).toBe(true);
  });
});
