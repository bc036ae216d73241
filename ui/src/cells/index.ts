export type { CellDefinition, CellServices, DisplayProps, EditMode, EditorProps, FieldIconProps } from './contract';
export { CELLS, cellOf } from './registry';
export { setCellsI18n } from './shared/i18n';
export { TypeIcon } from './type-icon';
