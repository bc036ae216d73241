import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldOf } from '@basalt/core';
import type { FormField } from './form-fields';
import { INPUT_KINDS, isBlank, type InputKind } from './inputs/input-kinds';
import type { FormValue } from './inputs/input-props';

/** A field the form can ask for, with its input. */
export interface AskedField extends FormField {
  kind: InputKind;
  /** Prefilled by the link and marked to hide then: sent, not shown. */
  hidden: boolean;
}

type Values = Record<string, FormValue>;

/** The link's prefilled values, by field title (`?Status=Open&Owner=ann@example.com`). */
export function prefillOf(fields: readonly AskedField[], search: string): Values {
  const query = new URLSearchParams(search);
  const values: Values = {};
  for (const field of fields) {
    const given = query.get(field.title);
    if (given !== null) values[field.title] = field.kind.fromText(given, field);
  }
  return values;
}

/** The form's fields that have an input, with what the link prefills and hides. */
export function askedFields(fields: readonly FormField[], search: string): AskedField[] {
  const query = new URLSearchParams(search);
  return fields.flatMap((field) => {
    const kind = INPUT_KINDS[field.uidt];
    return kind ? [{ ...field, kind, hidden: field.hiddenWhenPrefilled && query.has(field.title) }] : [];
  });
}

/**
 * What the visitor entered, starting from blank fields and the link's prefill, and the checks done before
 * sending: each required field filled in ("The value for <label> is required", the server's words), then each
 * value the field type's own check refuses (an address that is not one).
 */
export function useFormValues(fields: readonly AskedField[], search: string) {
  const { t } = useTranslation();
  const initial = useMemo(() => {
    const blank: Values = Object.fromEntries(fields.map((f) => [f.title, f.kind.blank()]));
    return { ...blank, ...prefillOf(fields, search) };
  }, [fields, search]);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const errorOf = useCallback(
    (field: AskedField, value: FormValue): string | undefined => {
      if (isBlank(value)) return field.required ? t('sharedForm.required', { label: field.label }) : undefined;
      const parsed = field.kind.invalidKey ? fieldOf(field.uidt)?.parse(field.kind.toRow(value)) : undefined;
      return parsed && !parsed.ok ? t(field.kind.invalidKey!) : undefined;
    },
    [t],
  );

  const set = useCallback(
    (field: AskedField, value: FormValue) => {
      setValues((v) => ({ ...v, [field.title]: value }));
      // a message goes once the value is right; a new one waits for the next check
      setErrors((e) => (e[field.title] && !errorOf(field, value) ? omit(e, field.title) : e));
    },
    [errorOf],
  );

  /** Checks `which` fields (all by default); answers the first refused one, or undefined when all pass. */
  const check = (which: readonly AskedField[] = fields): AskedField | undefined => {
    const found: Record<string, string> = {};
    for (const field of which) {
      const error = errorOf(field, values[field.title]!);
      if (error) found[field.title] = error;
    }
    setErrors((e) => ({ ...omitAll(e, which), ...found }));
    return which.find((f) => found[f.title]);
  };

  /** The row to send and its files. */
  const row = () => {
    const data: Record<string, unknown> = {};
    const files: Array<{ field: string; file: File }> = [];
    for (const field of fields) {
      const value = values[field.title]!;
      const rowValue = field.kind.toRow(value);
      if (rowValue !== undefined) data[field.title] = rowValue;
      if (field.kind.files) for (const file of value as File[]) files.push({ field: field.title, file });
    }
    return { data, files };
  };

  /** Values entered before this form existed (the server's form, prerendered-form.ts). */
  const seed = useCallback((entered: Values) => setValues((v) => ({ ...v, ...entered })), []);

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  /** A message from the server about one field ("The value for Title is required") goes beside it. */
  const setError = (field: AskedField, message: string) => setErrors((e) => ({ ...e, [field.title]: message }));

  return { values, errors, set, check, row, reset, setError, seed };
}

function omit<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _gone, ...rest } = record;
  return rest;
}

function omitAll<T>(record: Record<string, T>, fields: readonly { title: string }[]): Record<string, T> {
  return fields.reduce((r, f) => omit(r, f.title), record);
}

export type FormValues = ReturnType<typeof useFormValues>;
