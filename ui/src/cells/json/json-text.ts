import type { ColumnMeta, ParseResult } from '@basalt/core';
import { isBlank, refuse } from '../shared/parse';

/** A JSON value on one line (a string the API answered is taken as the JSON text it holds). */
export function jsonToText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The value laid out for editing, two spaces per level. */
export function jsonToPrettyText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return JSON.stringify(value, null, 2);
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

/** Text read as JSON; what is wrong with it (the parser's own words) when it is not. */
export function jsonFromText(text: string, _column: ColumnMeta): ParseResult {
  if (isBlank(text)) return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return refuse('cells.errors.json', { reason: error instanceof Error ? error.message : String(error) });
  }
}
