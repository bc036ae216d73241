import { fail, isEmpty, ok, shown } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';
import { optionTitles, selectValues } from '../select-options.js';

/** One option title; stored as text. */
export const singleSelect: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'SingleSelect',
  textSearch: true,
  hasOptions: true,
  filterOps: OPS.singleSelect,
  formulaType: 'string',
  valueKind: 'text',
  parse(input, ctx) {
    if (isEmpty(input)) return ok(null);
    if (typeof input === 'object') return fail(`${shown(input)} is not a single option`);
    const [title] = selectValues(input, false);
    const allowed = optionTitles(ctx);
    if (allowed && !allowed.has(title!)) return fail(`${shown(title)} is not one of the options`);
    return ok(title);
  },
};
