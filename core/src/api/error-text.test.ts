import { FALLBACK_ERROR_TEXT, INTERNAL_ERROR_TEXT, extractErrorText } from './error-text.js';

function failed(status: number, body: string) {
  return { response: new Response(body, { status }) };
}

describe('error text', () => {
  it('reads msg, then message, from a JSON answer', async () => {
    expect(await extractErrorText(failed(400, '{"msg":"Invalid email"}'))).toBe('Invalid email');
    expect(await extractErrorText(failed(400, '{"message":"Nope"}'))).toBe('Nope');
  });

  it('falls back to the internal-error text when the answer has neither', async () => {
    expect(await extractErrorText(failed(500, '<html>boom</html>'))).toBe(INTERNAL_ERROR_TEXT);
    expect(await extractErrorText(failed(500, '{}'))).toBe(INTERNAL_ERROR_TEXT);
  });

  it('parses msg out of a Blob body', async () => {
    const data = new Blob(['{"msg":"Export failed"}'], { type: 'application/json' });
    expect(await extractErrorText({ data })).toBe('Export failed');
  });

  it('uses the last fallback for anything else', async () => {
    expect(await extractErrorText(undefined)).toBe(FALLBACK_ERROR_TEXT);
    expect(await extractErrorText({})).toBe(FALLBACK_ERROR_TEXT);
  });

  it('reads the body ky already parsed into error.data', async () => {
    const response = new Response('{"msg":"x"}', { status: 400 });
    await response.text(); // ky consumed it
    expect(await extractErrorText({ response, data: { msg: 'Invalid credentials' } })).toBe('Invalid credentials');
    expect(await extractErrorText({ response, data: undefined })).toBe(INTERNAL_ERROR_TEXT);
  });
});
