import { HttpError, badRequest } from '../http/errors';

export const JSON_MESSAGES = {
  invalid: (detail: string) => `The JSON could not be parsed: ${detail}`,
  notRecords: 'The JSON must be an array of objects (or one object)',
  tooLarge: (limit: number) => `The JSON is larger than the import limit of ${limit} bytes`,
} as const;

/**
 * The records of a JSON body: JSON has no streaming form here (one array), so the text is read whole, at most
 * `maxBytes`. Unparseable JSON is a 400 with the parser's reason, never an empty import.
 */
export async function jsonRecords(text: AsyncIterable<string>, maxBytes: number): Promise<Record<string, unknown>[]> {
  const parts: string[] = [];
  let size = 0;
  for await (const chunk of text) {
    size += Buffer.byteLength(chunk);
    if (size > maxBytes) throw new HttpError(413, JSON_MESSAGES.tooLarge(maxBytes));
    parts.push(chunk);
  }
  let value: unknown;
  try {
    value = JSON.parse(parts.join('').replace(/^\uFEFF/, ''));
  } catch (err) {
    throw badRequest(JSON_MESSAGES.invalid((err as Error).message));
  }
  const records = Array.isArray(value) ? value : [value];
  if (!records.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r)))
    throw badRequest(JSON_MESSAGES.notRecords);
  return records as Record<string, unknown>[];
}
