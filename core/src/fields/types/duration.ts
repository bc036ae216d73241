import { parseNumberField } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

const CLOCK = /^(-)?(\d+):([0-5]\d)(?::([0-5]\d(?:\.\d+)?))?$/;

/** A length of time in seconds; `h:mm` and `h:mm:ss` text is read too. */
export const duration: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'Duration',
  filterOps: OPS.numeric,
  formulaType: 'numeric',
  valueKind: 'number',
  parse(input) {
    const clock = typeof input === 'string' ? CLOCK.exec(input.trim()) : null;
    if (clock) {
      const [, minus, h, m, s = '0'] = clock;
      const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
      return parseNumberField(minus ? -seconds : seconds, 'Duration');
    }
    return parseNumberField(input, 'Duration');
  },
};
