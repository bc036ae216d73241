import { asNumber, fail, isEmpty, ok, shown } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

/** Boolean-like words of docs/PRODUCT.md §5. */
const TRUE_WORDS = new Set(['true', 'yes', 'y', 'checked', 'x', '[x]', 'on', 'enabled', 'done', '✓', '✔', '☑', '✅']);
const FALSE_WORDS = new Set(['false', 'no', 'n', 'unchecked', '[ ]', 'off', 'disabled', '☐', '✗', '✘', '☒', '❌']);

export const checkbox: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'Checkbox',
  filterOps: OPS.checkbox,
  formulaType: 'boolean',
  valueKind: 'boolean',
  parse(input) {
    if (isEmpty(input)) return ok(null);
    if (typeof input === 'boolean') return ok(input);
    const n = asNumber(input);
    if (n !== undefined) return ok(n !== 0);
    if (typeof input === 'string') {
      const word = input.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return ok(true);
      if (FALSE_WORDS.has(word)) return ok(false);
    }
    return fail(`${shown(input)} is not a checkbox value`);
  },
};
