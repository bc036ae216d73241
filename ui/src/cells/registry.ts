import type { UIType } from '@basalt/core';
import type { CellDefinition } from './contract';
import { attachmentCell } from './attachment/attachment-cell';
import { checkboxCell } from './checkbox/checkbox-cell';
import { countCell } from './count/count-cell';
import { currencyCell } from './currency/currency-cell';
import { dateCell } from './date/date-cell';
import { dateTimeCell } from './date-time/date-time-cell';
import { decimalCell } from './decimal/decimal-cell';
import { durationCell } from './duration/duration-cell';
import { emailCell } from './email/email-cell';
import { formulaCell } from './formula/formula-cell';
import { geometryCell } from './geometry/geometry-cell';
import { jsonCell } from './json/json-cell';
import { linkToAnotherRecordCell } from './link/link-cell';
import { lookupCell } from './lookup/lookup-cell';
import { longTextCell } from './long-text/long-text-cell';
import { multiSelectCell } from './multi-select/multi-select-cell';
import { numberCell } from './number/number-cell';
import { percentCell } from './percent/percent-cell';
import { phoneNumberCell } from './phone-number/phone-number-cell';
import { ratingCell } from './rating/rating-cell';
import { rollupCell } from './rollup/rollup-cell';
import {
  autoNumberCell,
  createTimeCell,
  foreignKeyCell,
  idCell,
  lastModifiedTimeCell,
  unknownTypeCell,
} from './read-only/computed-types';
import { singleLineTextCell } from './single-line-text/single-line-text-cell';
import { singleSelectCell } from './single-select/single-select-cell';
import { specificDbTypeCell } from './specific-db-type/specific-db-type-cell';
import { timeCell } from './time/time-cell';
import { urlCell } from './url/url-cell';
import { yearCell } from './year/year-cell';

/** Every field type's cell; a type missing here fails the compile. Each lives in a folder of its own. */
export const CELLS = {
  ID: idCell,
  LinkToAnotherRecord: linkToAnotherRecordCell,
  ForeignKey: foreignKeyCell,
  Lookup: lookupCell,
  SingleLineText: singleLineTextCell,
  LongText: longTextCell,
  Attachment: attachmentCell,
  Checkbox: checkboxCell,
  MultiSelect: multiSelectCell,
  SingleSelect: singleSelectCell,
  Date: dateCell,
  Year: yearCell,
  Time: timeCell,
  PhoneNumber: phoneNumberCell,
  Email: emailCell,
  URL: urlCell,
  Number: numberCell,
  Decimal: decimalCell,
  Currency: currencyCell,
  Percent: percentCell,
  Duration: durationCell,
  Rating: ratingCell,
  Formula: formulaCell,
  Rollup: rollupCell,
  Count: countCell,
  DateTime: dateTimeCell,
  CreateTime: createTimeCell,
  LastModifiedTime: lastModifiedTimeCell,
  AutoNumber: autoNumberCell,
  Geometry: geometryCell,
  JSON: jsonCell,
  SpecificDBType: specificDbTypeCell,
} satisfies Record<UIType, CellDefinition>;

/** The cell of a column's type (read-only text for a type this build does not know). */
export function cellOf(uidt: string): CellDefinition {
  return (CELLS as Record<string, CellDefinition>)[uidt] ?? unknownTypeCell;
}
