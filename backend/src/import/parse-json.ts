import { ImportSourceError, parseJsonRecords, type ImportValue } from '@basalt/core';
import { HttpError, badRequest } from '../http/errors';

export const JSON_MESSAGES = {
  tooLarge: (limit: number) => `The JSON is larger than the import limit of ${limit} bytes`,
} as const;

/**
 * The rows of a JSON body under a header row (core's parseJsonRecords: an array of objects, nested objects
 * flattened when asked). JSON has no streaming form here, so the text is read whole, at most `maxBytes`.
 * Unparseable JSON is a 400 with the parser's reason, never an empty import.
 */
export async function jsonRows(
  text: AsyncIterable<string>,
  normalizeNested: boolean,
  maxBytes: number,
): Promise<ImportValue[][]> {
  const parts: string[] = [];
  let size = 0;
  for await (const chunk of text) {
    size += Buffer.byteLength(chunk);
    if (size > maxBytes) throw new HttpError(413, JSON_MESSAGES.tooLarge(maxBytes));
    parts.push(chunk);
  }
  try {
    const { headers, rows } = parseJsonRecords(parts.join('').replace(/^\uFEFF/, ''), normalizeNested);
    return [headers, ...rows];
  } catch (err) {
    if (err instanceof ImportSourceError) throw badRequest(err.message);
    throw err;
  }
}
