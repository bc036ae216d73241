import { fieldOf, type ColumnMeta, type FieldContext, type ParseResult } from '@basalt/core';
import { t } from './i18n';

/** A refusal in the interface language. */
export function refuse(key: string, vars?: Record<string, unknown>): ParseResult {
  return { ok: false, error: t(key, vars) };
}

/**
 * `input` read through the core rules of the column's type. Core's messages are English API messages; the
 * person typing gets `errorKey` in their language instead, with the typed text as `{{text}}`.
 */
export function viaField(
  input: unknown,
  column: ColumnMeta,
  errorKey: string,
  vars: Record<string, unknown> = {},
): ParseResult {
  const field = fieldOf(column.uidt);
  if (!field) return refuse('cells.errors.unknownType', { type: column.uidt });
  const result = field.parse(input, column as FieldContext);
  return result.ok ? result : refuse(errorKey, { text: String(input), ...vars });
}

/** Text with no content reads as no value (`null`) for every type. */
export const isBlank = (text: string): boolean => text.trim() === '';
