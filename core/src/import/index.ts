export * from './types.js';
export { isHeaderRow } from './header.js';
export { columnNameOf, sanitiseName, sanitiseNames, sanitiseTableName } from './names.js';
export { IMPORT_DATE_FORMATS } from './date-formats.js';
export { dtxpOf } from './dtxp-text.js';
export { IMPORT_SELECT_MAX_OPTIONS, inferColumnType, type InferredType } from './infer-type.js';
export { inferTemplate } from './infer-template.js';
export { rowConverter, type ConvertColumn, type ConvertedRow } from './row-converter.js';
