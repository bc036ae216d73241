import { fail, isEmpty, ok } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

export interface AttachmentItem {
  url?: string;
  path?: string;
  title?: string;
  mimetype?: string;
  size?: number;
  [key: string]: unknown;
}

function isItem(value: unknown): value is AttachmentItem {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const { url, path } = value as AttachmentItem;
  return typeof url === 'string' || typeof path === 'string';
}

/** A list of files ({url or path, title, mimetype, size}), given as an array or its JSON text. */
export const attachment: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'Attachment',
  groupable: false,
  filterOps: OPS.attachment,
  formulaType: 'string',
  valueKind: 'text',
  parse(input) {
    if (isEmpty(input)) return ok(null);
    let value = input;
    if (typeof input === 'string') {
      try {
        value = JSON.parse(input);
      } catch {
        return fail('Attachments must be a JSON list of files');
      }
    }
    if (value === null) return ok(null);
    const list = Array.isArray(value) ? value : [value];
    if (!list.every(isItem)) return fail('Each attachment needs a url or a path');
    return ok(list);
  },
};
