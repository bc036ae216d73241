/** Error text shown to people, by the rules of spec §8. */
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

async function fromBlob(blob: Blob): Promise<string | undefined> {
  try {
    return fromBody(JSON.parse(await blob.text()));
  } catch {
    return undefined;
  }
}

/**
 * The message for a failed call: the response's `msg` or `message` (parsed out of a Blob body too), else
 * 'Some internal error occurred' for a server answer without one, else the error's own message, else
 * 'Some error occurred'.
 */
export async function extractErrorText(error: unknown): Promise<string> {
  const response = (error as { response?: Response } | undefined)?.response;
  if (response && typeof response.clone === 'function') {
    try {
      const text = await response.clone().text();
      const parsed = text ? fromBody(JSON.parse(text)) : undefined;
      if (parsed) return parsed;
    } catch {
      // not JSON: fall through to the generic text
    }
    return INTERNAL_ERROR_TEXT;
  }
  const data = (error as { data?: unknown } | undefined)?.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    return (await fromBlob(data)) ?? INTERNAL_ERROR_TEXT;
  }
  const direct = fromBody(data) ?? fromBody(error);
  return direct ?? FALLBACK_ERROR_TEXT;
}
