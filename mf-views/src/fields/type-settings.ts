import { FIELDS, fieldOf, type PhysicalUIType } from '@basalt/core';

/**
 * The settings the field editor shows for one type. Each `meta` key is one a cell of `@basalt/ui` reads (their list:
 * ui/src/cells/shared/column-meta.ts), so the editor never writes a key nothing uses.
 */
export interface TypeSettings {
  /** Digits after the point (`meta.precision`): Decimal always (2 by default), Currency and Percent optionally. */
  precision?: 'always' | 'optional';
  /** `meta.currency_code` and `meta.currency_locale`. */
  currency?: boolean;
  /** `meta.date_format`. */
  dateFormat?: boolean;
  /** `meta.time_format`. */
  timeFormat?: boolean;
  /** `meta.max` and `meta.icon`. */
  rating?: boolean;
  /** `meta.duration`. */
  duration?: boolean;
  /** The SQL type in `dt`: SpecificDBType's column is of the type the request names (backend `columnError`). */
  databaseType?: boolean;
  /**
   * How a default value (`cdf`) is typed: as text (read by the type's core `parse` on the server), as one of the
   * select options, as a checkbox; none where a default means nothing (files, engine-numbered values).
   */
  defaultValue?: 'text' | 'option' | 'checkbox';
  /** "Required" is offered (not for types the engine fills, nor a checkbox, which always has a value). */
  required?: boolean;
}

const TEXT = { defaultValue: 'text', required: true } as const;

/**
 * Per stored type, in the order the type picker lists them (the usual ones first). A type missing here fails the
 * compile; which ones are offered is still read from core (`system`, `virtual`), see ADDABLE_TYPES.
 */
export const TYPE_SETTINGS = {
  SingleLineText: TEXT,
  LongText: TEXT,
  Number: TEXT,
  Decimal: { ...TEXT, precision: 'always' },
  Currency: { ...TEXT, precision: 'optional', currency: true },
  Percent: { ...TEXT, precision: 'optional' },
  Checkbox: { defaultValue: 'checkbox' },
  SingleSelect: { defaultValue: 'option', required: true },
  MultiSelect: { defaultValue: 'option', required: true },
  Date: { ...TEXT, dateFormat: true },
  DateTime: { ...TEXT, dateFormat: true, timeFormat: true },
  Time: { ...TEXT, timeFormat: true },
  Year: TEXT,
  Duration: { ...TEXT, duration: true },
  Rating: { ...TEXT, rating: true },
  Email: TEXT,
  URL: TEXT,
  PhoneNumber: TEXT,
  Attachment: { required: true },
  JSON: TEXT,
  Geometry: TEXT,
  AutoNumber: {},
  SpecificDBType: { ...TEXT, databaseType: true },
  ID: {},
  ForeignKey: {},
  CreateTime: {},
  LastModifiedTime: {},
} satisfies Record<PhysicalUIType, TypeSettings>;

/**
 * The types a user may add or change a field to: stored and not kept by the engine (core's `virtual` and `system`).
 * Computed types (links, lookups, rollups, formulas, counts) have their own bodies and settings:
 * virtual/virtual-types.ts, offered when the editor knows the table's fields.
 */
export const ADDABLE_TYPES: readonly PhysicalUIType[] = (Object.keys(TYPE_SETTINGS) as PhysicalUIType[]).filter(
  (uidt) => !FIELDS[uidt].system && !FIELDS[uidt].virtual,
);

/** The settings of a type; none for a type the editor does not know. */
export function settingsOf(uidt: string): TypeSettings {
  return (TYPE_SETTINGS as Record<string, TypeSettings>)[uidt] ?? {};
}

/** A select type: its options are edited in the form (core's `hasOptions`). */
export const hasOptions = (uidt: string): boolean => fieldOf(uidt)?.hasOptions === true;

/** A MultiSelect: a cell holds several options, comma-separated, so no option may contain a comma. */
export const multipleOptions = (uidt: string): boolean => fieldOf(uidt)?.multipleOptions === true;

/** Display formats offered; the tokens are those ui/src/cells/shared/date-format.ts understands. */
export const DATE_FORMATS = [
  'YYYY-MM-DD',
  'YYYY/MM/DD',
  'DD-MM-YYYY',
  'MM-DD-YYYY',
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'DD.MM.YYYY',
];
export const TIME_FORMATS = ['HH:mm', 'HH:mm:ss', 'h:mm A', 'h:mm:ss A'];
/** ui/src/cells/duration/duration-format.ts: `meta.duration` by name. */
export const DURATION_FORMATS = ['h:mm', 'h:mm:ss', 'h:mm:ss.s', 'h:mm:ss.ss', 'h:mm:ss.sss'];
/** ui/src/cells/rating/rating-cell.tsx: the glyphs a rating may show. */
export const RATING_ICONS = ['star', 'heart', 'circle', 'flag', 'thumb'];

/** The defaults the cells use when a key is missing (ui/src/cells/*): shown first, written on submit. */
export const META_DEFAULTS = {
  decimalPrecision: 2,
  currencyCode: 'USD',
  dateFormat: 'YYYY-MM-DD',
  timeFormat: 'HH:mm',
  duration: 'h:mm',
  ratingMax: 5,
  ratingIcon: 'star',
} as const;

/** Precision is 0 to 8 digits (ui/src/cells/shared/column-meta.ts `metaInt` bounds of the number cells). */
export const PRECISION_MAX = 8;
