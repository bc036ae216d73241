import type { FilterOp, PhysicalUIType } from '@basalt/core';
import { checkboxFamily } from './checkbox';
import { dateFamily, instantFamily } from './date';
import { keyFamily, numericFamily, ratingFamily } from './numeric';
import { multiSelectFamily, singleSelectFamily } from './select';
import { attachmentFamily, jsonFamily, timeFamily } from './structured';
import { genericFamily, textFamily } from './text';
import type { FilterFamily } from './types';

/** The filter SQL of every physical field type; a missing type fails the compile. */
export const FILTER_SQL = {
  ID: keyFamily,
  ForeignKey: keyFamily,
  SingleLineText: textFamily,
  LongText: textFamily,
  Attachment: attachmentFamily,
  Checkbox: checkboxFamily,
  MultiSelect: multiSelectFamily,
  SingleSelect: singleSelectFamily,
  Date: dateFamily,
  Year: numericFamily,
  Time: timeFamily,
  PhoneNumber: textFamily,
  Email: textFamily,
  URL: textFamily,
  Number: numericFamily,
  Decimal: numericFamily,
  Currency: numericFamily,
  Percent: numericFamily,
  Duration: numericFamily,
  Rating: ratingFamily,
  DateTime: instantFamily,
  CreateTime: instantFamily,
  LastModifiedTime: instantFamily,
  AutoNumber: numericFamily,
  Geometry: textFamily,
  JSON: jsonFamily,
  SpecificDBType: genericFamily,
} satisfies Record<PhysicalUIType, FilterFamily>;

const opsCache = new Map<string, FilterOp[]>();

/** The ops the SQL side implements for a type (validation refuses the others with a 400 naming them). */
export function sqlFilterOps(uidt: string): readonly FilterOp[] {
  let ops = opsCache.get(uidt);
  if (!ops) {
    const family: FilterFamily = Object.hasOwn(FILTER_SQL, uidt) ? FILTER_SQL[uidt as PhysicalUIType] : {};
    ops = Object.keys(family) as FilterOp[];
    opsCache.set(uidt, ops);
  }
  return ops;
}
