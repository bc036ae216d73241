/**
 * Every field type (`uidt`) of docs/PRODUCT.md §3, with the names NocoDB's API speaks. `LastModifiedTime` is the system
 * type of a table's `UpdatedAt` column (NocoDB's name for it).
 */
export const UITypes = {
  ID: 'ID',
  LinkToAnotherRecord: 'LinkToAnotherRecord',
  ForeignKey: 'ForeignKey',
  Lookup: 'Lookup',
  SingleLineText: 'SingleLineText',
  LongText: 'LongText',
  Attachment: 'Attachment',
  Checkbox: 'Checkbox',
  MultiSelect: 'MultiSelect',
  SingleSelect: 'SingleSelect',
  Date: 'Date',
  Year: 'Year',
  Time: 'Time',
  PhoneNumber: 'PhoneNumber',
  Email: 'Email',
  URL: 'URL',
  Number: 'Number',
  Decimal: 'Decimal',
  Currency: 'Currency',
  Percent: 'Percent',
  Duration: 'Duration',
  Rating: 'Rating',
  Formula: 'Formula',
  Rollup: 'Rollup',
  Count: 'Count',
  DateTime: 'DateTime',
  CreateTime: 'CreateTime',
  LastModifiedTime: 'LastModifiedTime',
  AutoNumber: 'AutoNumber',
  Geometry: 'Geometry',
  JSON: 'JSON',
  SpecificDBType: 'SpecificDBType',
} as const;

export type UIType = (typeof UITypes)[keyof typeof UITypes];

export const UI_TYPE_NAMES: readonly UIType[] = Object.values(UITypes);

export function isUIType(value: unknown): value is UIType {
  return typeof value === 'string' && (UI_TYPE_NAMES as readonly string[]).includes(value);
}

/**
 * Types with no physical column: computed at read time. Listed here (not read from the definitions' `virtual`)
 * because `PhysicalUIType` is derived from it; the registry test checks both agree.
 */
export const VIRTUAL_UI_TYPES = [
  UITypes.LinkToAnotherRecord,
  UITypes.Lookup,
  UITypes.Formula,
  UITypes.Rollup,
  UITypes.Count,
] as const;

export type VirtualUIType = (typeof VIRTUAL_UI_TYPES)[number];

/** Types stored in a column of the table. */
export type PhysicalUIType = Exclude<UIType, VirtualUIType>;

export function isVirtualUIType(uidt: string): uidt is VirtualUIType {
  return (VIRTUAL_UI_TYPES as readonly string[]).includes(uidt);
}

export const PHYSICAL_UI_TYPES: readonly PhysicalUIType[] = UI_TYPE_NAMES.filter(
  (t): t is PhysicalUIType => !isVirtualUIType(t),
);
