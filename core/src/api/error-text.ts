/** Error text shown to people, by the rules of docs/PRODUCT.md §8. */
export const INTERNAL_ERROR_TEXT = 'Some internal error occurred';
export const FALLBACK_ERROR_TEXT = 'Some error occurred';

function fromBody(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const { msg, message } = body as { msg?: unknown; message?: unknown };
    if (typeof msg === 'string' && msg) return msg;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

function fromJsonText(text: string): string | undefined {
  try {
    return fromBody(JSON.parse(text));
  } catch {
    return undefined;
  }
}

async function fromData(data: unknown): Promise<string | undefined> {
  if (typeof Blob !== 'undefined' && data instanceof Blob) return fromJsonText(await data.text());
  if (typeof data === 'string') return fromJsonText(data);
  return fromBody(data);
}

/**
 * The message for a failed call: the answer's `msg` or `message` (from the parsed body ky keeps in `data`, a
 * Blob body, or the unread response), else 'Some internal error occurred' when the server answered without one,
 * else the error's own message, else 'Some error occurred'.
 */
export async function extractErrorText(error: unknown): Promise<string> {
  const { response, data } = (error ?? {}) as { response?: Response; data?: unknown };
  const fromPayload = await fromData(data);
  if (fromPayload) return fromPayload;
  if (response && typeof response.clone === 'function') {
    if (!response.bodyUsed) {
      const text = await response
        .clone()
        .text()
        .catch(() => '');
      const parsed = fromJsonText(text);
      if (parsed) return parsed;
    }
    return INTERNAL_ERROR_TEXT;
  }
  if (data !== undefined) return INTERNAL_ERROR_TEXT;
  return fromBody(error) ?? FALLBACK_ERROR_TEXT;
}
