import { asText, fail, isEmpty, ok, shown } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

const WKT =
  /^(?:POINT|LINESTRING|POLYGON|MULTIPOINT|MULTILINESTRING|MULTIPOLYGON|GEOMETRYCOLLECTION)(?:\s*(?:Z|M|ZM))?\s*(?:\(.*\)|EMPTY)$/is;

/** A geometry as Well-Known Text, e.g. `POINT(1 2)`. */
export const geometry: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'Geometry',
  filterOps: OPS.text,
  formulaType: 'string',
  valueKind: 'text',
  parse(input) {
    if (isEmpty(input)) return ok(null);
    const text = asText(input).trim();
    return WKT.test(text) ? ok(text) : fail(`${shown(input)} is not a geometry in Well-Known Text`);
  },
};
