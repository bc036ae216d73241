// A public form written as HTML, without React: by Basalt's server and by the standalone page's early script.
export { attributes, escapeHtml } from './html.js';
export {
  KINDS as FORM_CONTROL_KINDS,
  type Control as FormControl,
  type Kind as FormControlKind,
} from './form-controls.js';
export { formHtml, sentHtml, type FormAddress, type Refusal } from './form-html.js';
export { FORM_VIEW_TYPE, pageFieldsOf, type PageField, type PublicFormMeta } from './page-fields.js';
export { pageWordsOf, type PageMessages, type PageWords } from './page-words.js';
