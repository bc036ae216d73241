import type { QueryError } from './types.js';

/** A piece of user input for a message: JSON-quoted (so control characters stay visible) and cut at 40 characters. */
export function quote(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 37)}...` : text);
}

export function fail(error: string, position?: number): QueryError {
  return position === undefined ? { error } : { error, position };
}

/** A JSON query parameter, given as its text or already parsed; text longer than `maxLength` is refused unread. */
export function readJson(input: unknown, name: string, maxLength: number): { data: unknown } | QueryError {
  if (typeof input !== 'string') return { data: input };
  if (input.length > maxLength) {
    return fail(`${name} is too long: ${input.length} characters, at most ${maxLength} are allowed`);
  }
  try {
    return { data: JSON.parse(input) as unknown };
  } catch (error) {
    return fail(`${name} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
