import type { FieldDefinition } from './field.js';
import { UI_TYPE_NAMES, isUIType, type UIType } from './ui-types.js';
import { attachment } from './types/attachment.js';
import { autoNumber } from './types/auto-number.js';
import { checkbox } from './types/checkbox.js';
import { count } from './types/count.js';
import { createTime } from './types/create-time.js';
import { currency } from './types/currency.js';
import { date } from './types/date.js';
import { dateTime } from './types/date-time.js';
import { decimal } from './types/decimal.js';
import { duration } from './types/duration.js';
import { email } from './types/email.js';
import { foreignKey } from './types/foreign-key.js';
import { formula } from './types/formula.js';
import { geometry } from './types/geometry.js';
import { id } from './types/id.js';
import { json } from './types/json.js';
import { lastModifiedTime } from './types/last-modified-time.js';
import { linkToAnotherRecord } from './types/link-to-another-record.js';
import { longText } from './types/long-text.js';
import { lookup } from './types/lookup.js';
import { multiSelect } from './types/multi-select.js';
import { number } from './types/number.js';
import { percent } from './types/percent.js';
import { phoneNumber } from './types/phone-number.js';
import { rating } from './types/rating.js';
import { rollup } from './types/rollup.js';
import { singleLineText } from './types/single-line-text.js';
import { singleSelect } from './types/single-select.js';
import { specificDbType } from './types/specific-db-type.js';
import { time } from './types/time.js';
import { url } from './types/url.js';
import { year } from './types/year.js';

/** Every field type of the shared contract; a type missing here fails the compile. */
export const FIELDS = {
  ID: id,
  LinkToAnotherRecord: linkToAnotherRecord,
  ForeignKey: foreignKey,
  Lookup: lookup,
  SingleLineText: singleLineText,
  LongText: longText,
  Attachment: attachment,
  Checkbox: checkbox,
  MultiSelect: multiSelect,
  SingleSelect: singleSelect,
  Date: date,
  Year: year,
  Time: time,
  PhoneNumber: phoneNumber,
  Email: email,
  URL: url,
  Number: number,
  Decimal: decimal,
  Currency: currency,
  Percent: percent,
  Duration: duration,
  Rating: rating,
  Formula: formula,
  Rollup: rollup,
  Count: count,
  DateTime: dateTime,
  CreateTime: createTime,
  LastModifiedTime: lastModifiedTime,
  AutoNumber: autoNumber,
  Geometry: geometry,
  JSON: json,
  SpecificDBType: specificDbType,
} satisfies Record<UIType, FieldDefinition>;

/** The definition of a field type, or undefined for an unknown `uidt`. */
export function fieldOf(uidt: unknown): FieldDefinition | undefined {
  return isUIType(uidt) ? FIELDS[uidt] : undefined;
}

/**
 * System types (docs/PRODUCT.md §3, the definitions' `system`): kept by the engine, not offered when adding a field.
 */
export const SYSTEM_UI_TYPES: readonly UIType[] = UI_TYPE_NAMES.filter((uidt) => FIELDS[uidt].system);

/**
 * A column the engine keeps: a system type, a column flagged system, or a key that counts itself. Grids leave these
 * out unless the view shows system fields (the row number stands in for the key).
 */
export function isSystemColumn(column: {
  uidt: string;
  system?: boolean | number;
  pk?: boolean | number;
  ai?: boolean | number;
}): boolean {
  return !!column.system || (SYSTEM_UI_TYPES as readonly string[]).includes(column.uidt) || !!(column.pk && column.ai);
}
