import { fail, isEmpty, ok, shown } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';
import { optionTitles, selectValues } from '../select-options.js';

/** Option titles, given as an array or comma-separated; answered and stored comma-joined (docs/API.md §4). */
export const multiSelect: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'MultiSelect',
  textSearch: true,
  hasOptions: true,
  multipleOptions: true,
  filterOps: OPS.multiSelect,
  formulaType: 'string',
  valueKind: 'text',
  parse(input, ctx) {
    if (isEmpty(input) || (Array.isArray(input) && input.length === 0)) return ok(null);
    if (typeof input === 'object' && !Array.isArray(input)) return fail(`${shown(input)} is not a list of options`);
    const titles = selectValues(input, true);
    const allowed = optionTitles(ctx);
    const unknown = allowed ? titles.find((t) => !allowed.has(t)) : undefined;
    if (unknown !== undefined) return fail(`${shown(unknown)} is not one of the options`);
    return ok(titles.length ? titles.join(',') : null);
  },
};
