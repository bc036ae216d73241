export type {
  CellDefinition,
  CellServices,
  DisplayProps,
  EditMode,
  EditorProps,
  FieldIconProps,
  LinkCandidates,
  LinkRecord,
  LinkServices,
} from './contract';
export { linkRecordOf, linkRecordsOf, linkTypeOf, linkValueOf } from './link/link-values';
export { registerTableMeta, relatedTableOf, useKnownTables, type KnownTable } from './lookup/known-tables';
export { CELLS, cellOf } from './registry';
export { setCellsI18n } from './shared/i18n';
export { TypeIcon } from './type-icon';
