import type { PhysicalUIType } from '@basalt/core';
import type { BackendField } from './field';
import { attachment } from './types/attachment';
import { autoNumber } from './types/auto-number';
import { checkbox } from './types/checkbox';
import { createTime } from './types/create-time';
import { currency } from './types/currency';
import { date } from './types/date';
import { dateTime } from './types/date-time';
import { decimal } from './types/decimal';
import { duration } from './types/duration';
import { email } from './types/email';
import { foreignKey } from './types/foreign-key';
import { geometry } from './types/geometry';
import { id } from './types/id';
import { json } from './types/json';
import { lastModifiedTime } from './types/last-modified-time';
import { longText } from './types/long-text';
import { multiSelect } from './types/multi-select';
import { number } from './types/number';
import { percent } from './types/percent';
import { phoneNumber } from './types/phone-number';
import { rating } from './types/rating';
import { singleLineText } from './types/single-line-text';
import { singleSelect } from './types/single-select';
import { specificDbType } from './types/specific-db-type';
import { time } from './types/time';
import { url } from './types/url';
import { year } from './types/year';

/** Every type with a physical column; a missing one fails the compile. */
export const BACKEND_FIELDS = {
  ID: id,
  ForeignKey: foreignKey,
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
  DateTime: dateTime,
  CreateTime: createTime,
  LastModifiedTime: lastModifiedTime,
  AutoNumber: autoNumber,
  Geometry: geometry,
  JSON: json,
  SpecificDBType: specificDbType,
} satisfies Record<PhysicalUIType, BackendField>;

export function backendFieldOf(uidt: string): BackendField | undefined {
  return Object.hasOwn(BACKEND_FIELDS, uidt) ? BACKEND_FIELDS[uidt as PhysicalUIType] : undefined;
}
