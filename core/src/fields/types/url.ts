import { asText, fail, isEmpty, ok, shown } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

/** With a scheme (`https://x`, `mailto:`...) or a bare host with a dot (`example.com/path`); no spaces. */
const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:(?:\/\/)?[^\s/][^\s]*|[^\s/:]+\.[^\s/:]{2,}(?::\d+)?(?:[/?#][^\s]*)?)$/i;

export const url: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'URL',
  textSearch: true,
  filterOps: OPS.text,
  formulaType: 'string',
  valueKind: 'text',
  parse(input) {
    if (isEmpty(input)) return ok(null);
    const text = asText(input).trim();
    return URL_LIKE.test(text) ? ok(text) : fail(`${shown(input)} is not a valid URL`);
  },
};
