import { FIELDS, RATING_MAX, optionColor, type ColumnMeta, type PhysicalUIType } from '@basalt/core';
import { DURATION_FORMATS, META_DEFAULTS, PRECISION_MAX, RATING_ICONS, hasOptions, settingsOf } from './type-settings';

/** One select option as the column routes take it (docs/API.md §1.7); `id` keeps an edited option's values. */
export interface ColumnOptionBody {
  id?: string;
  title: string;
  color: string;
  order?: number;
}

/**
 * The body of `POST /api/v1/db/meta/tables/:tableId/columns` and `PATCH /api/v1/db/meta/columns/:columnId`
 * (docs/API.md §1.7) as the field editor sends it; it is a narrower form of core's `ColumnBody` request schema.
 * `dt` is only sent for SpecificDBType, whose SQL type the request names.
 */
export interface ColumnBody {
  title: string;
  column_name: string;
  uidt: PhysicalUIType;
  rqd?: boolean;
  cdf?: string | boolean | null;
  meta?: Record<string, unknown>;
  colOptions?: { options: ColumnOptionBody[] };
  dtxp?: string;
  dt?: string;
}

export interface OptionValue {
  id?: string;
  title: string;
  color: string;
}

/** What the form holds: every setting of every type, of which the body takes those of the chosen type. */
export interface FieldFormValues {
  title: string;
  uidt: string;
  options: OptionValue[];
  /** Digits after the point; null: the cell's own default. */
  precision: number | null;
  currencyCode: string;
  /** Empty: the interface language. */
  currencyLocale: string;
  dateFormat: string;
  timeFormat: string;
  duration: string;
  ratingMax: number;
  ratingIcon: string;
  dt: string;
  required: boolean;
  /** The default as typed; a checkbox's is `'true'` or empty, a MultiSelect's is comma-joined. */
  defaultValue: string;
}

/** The meta keys the editor writes; any other key of an edited column's meta is kept as it was. */
const EDITOR_META_KEYS = [
  'precision',
  'currency_code',
  'currency_locale',
  'date_format',
  'time_format',
  'max',
  'icon',
  'duration',
];

/** A column's meta as an object: the API may give it as JSON text. */
export function metaObjectOf(column: Pick<ColumnMeta, 'meta'> | undefined): Record<string, unknown> {
  const meta = column?.meta;
  if (!meta) return {};
  if (typeof meta === 'object') return meta;
  try {
    const value: unknown = JSON.parse(meta);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A column's select options in their order (`colOptions.options`), each with a colour. */
export function optionsOf(column: Pick<ColumnMeta, 'colOptions'> | undefined): OptionValue[] {
  const list = (column?.colOptions as { options?: unknown } | null | undefined)?.options;
  if (!Array.isArray(list)) return [];
  return (list as Array<{ id?: string; title?: unknown; color?: unknown; order?: unknown }>)
    .filter((option) => typeof option?.title === 'string')
    .map((option, index) => ({ option, index }))
    .sort((a, b) => (Number(a.option.order) || a.index + 1) - (Number(b.option.order) || b.index + 1))
    .map(({ option, index }) => ({
      ...(option.id ? { id: option.id } : {}),
      title: option.title as string,
      color: typeof option.color === 'string' && option.color ? option.color : optionColor(index),
    }));
}

const wholeIn = (value: unknown, min: number, max: number): number | undefined => {
  const n = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isInteger(n) && n >= min && n <= max
    ? n
    : undefined;
};

const textOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

/** A stored default as the text the form shows (checkbox: `'true'` when checked). */
function defaultText(column: ColumnMeta): string {
  const cdf: unknown = column.cdf;
  if (cdf === null || cdf === undefined) return '';
  if (column.uidt === 'Checkbox') {
    const parsed = FIELDS.Checkbox.parse(cdf);
    return parsed.ok && parsed.value === true ? 'true' : '';
  }
  return typeof cdf === 'object' ? JSON.stringify(cdf) : String(cdf);
}

/** A Duration's format: `meta.duration` by name or by position (ui/src/cells/duration/duration-format.ts). */
function durationOf(setting: unknown): string {
  if (typeof setting === 'number') return DURATION_FORMATS[setting] ?? META_DEFAULTS.duration;
  return typeof setting === 'string' && DURATION_FORMATS.includes(setting) ? setting : META_DEFAULTS.duration;
}

/** The form's starting values: the column's settings when editing, the cells' defaults for a new field. */
export function formValuesOf(column?: ColumnMeta): FieldFormValues {
  const meta = metaObjectOf(column);
  return {
    title: column?.title ?? '',
    uidt: column?.uidt ?? 'SingleLineText',
    options: optionsOf(column),
    precision: wholeIn(meta.precision, 0, PRECISION_MAX) ?? null,
    currencyCode: textOr(meta.currency_code, META_DEFAULTS.currencyCode).toUpperCase(),
    currencyLocale: textOr(meta.currency_locale, ''),
    dateFormat: textOr(meta.date_format, META_DEFAULTS.dateFormat),
    timeFormat: textOr(meta.time_format, META_DEFAULTS.timeFormat),
    duration: durationOf(meta.duration),
    ratingMax: wholeIn(meta.max, 1, RATING_MAX) ?? META_DEFAULTS.ratingMax,
    ratingIcon:
      typeof meta.icon === 'string' && RATING_ICONS.includes(meta.icon) ? meta.icon : META_DEFAULTS.ratingIcon,
    dt: column?.dt ?? '',
    required: !!column?.rqd,
    defaultValue: column ? defaultText(column) : '',
  };
}

/** The meta of the chosen type, over the edited column's meta less the keys the editor owns. */
function metaOf(values: FieldFormValues, initial: ColumnMeta | undefined): Record<string, unknown> {
  const settings = settingsOf(values.uidt);
  const meta = Object.fromEntries(
    Object.entries(metaObjectOf(initial)).filter(([key]) => !EDITOR_META_KEYS.includes(key)),
  );
  const precision = values.precision ?? undefined;
  if (settings.precision === 'always') meta.precision = precision ?? META_DEFAULTS.decimalPrecision;
  if (settings.precision === 'optional' && precision !== undefined) meta.precision = precision;
  if (settings.currency) {
    meta.currency_code = values.currencyCode.trim().toUpperCase() || META_DEFAULTS.currencyCode;
    if (values.currencyLocale.trim()) meta.currency_locale = values.currencyLocale.trim();
  }
  if (settings.dateFormat) meta.date_format = values.dateFormat;
  if (settings.timeFormat) meta.time_format = values.timeFormat;
  if (settings.rating) {
    meta.max = values.ratingMax;
    meta.icon = values.ratingIcon;
  }
  if (settings.duration) meta.duration = values.duration;
  return meta;
}

/** The default to send: null for none; a select's only while it names options still in the list. */
function defaultOf(values: FieldFormValues, options: ColumnOptionBody[]): string | boolean | null {
  const kind = settingsOf(values.uidt).defaultValue;
  if (kind === 'checkbox') return values.defaultValue === 'true' ? true : null;
  if (kind === 'option') {
    const titles = new Set(options.map((o) => o.title));
    const kept = values.defaultValue
      .split(',')
      .map((title) => title.trim())
      .filter((title) => titles.has(title));
    return kept.length ? kept.join(',') : null;
  }
  return values.defaultValue.trim() === '' ? null : values.defaultValue;
}

/**
 * The request body for the form's values. Adding: the physical name is the title (the server makes it a safe
 * identifier). Editing: the physical name stays, and the meta is always sent so a cleared setting is cleared.
 */
export function columnBodyOf(values: FieldFormValues, initial?: ColumnMeta): ColumnBody {
  const settings = settingsOf(values.uidt);
  const title = values.title.trim();
  const body: ColumnBody = {
    title,
    column_name: initial?.column_name ?? title,
    uidt: values.uidt as PhysicalUIType,
    rqd: !!settings.required && values.required,
  };
  const options: ColumnOptionBody[] = hasOptions(values.uidt)
    ? values.options.map((option, index) => ({
        ...(option.id ? { id: option.id } : {}),
        title: option.title.trim(),
        color: option.color,
        order: index + 1,
      }))
    : [];
  if (settings.defaultValue) body.cdf = defaultOf(values, options);
  const meta = metaOf(values, initial);
  if (initial || Object.keys(meta).length) body.meta = meta;
  if (hasOptions(values.uidt)) body.colOptions = { options };
  if (settings.databaseType) body.dt = values.dt.trim();
  return body;
}
