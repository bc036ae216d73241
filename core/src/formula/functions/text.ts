import type { FormulaFunctionSpec, FormulaParam } from './function-spec.js';

const str = (name: string): FormulaParam => ({ name, type: 'string' });
const num = (name: string): FormulaParam => ({ name, type: 'numeric' });

/** Text functions. Positions count characters from 1. Behaviour: docs/FORMULAS.md, text. */
export const TEXT_FUNCTIONS = {
  CONCAT: {
    category: 'text',
    params: [],
    rest: { params: [{ name: 'value', type: 'any' }], min: 1 },
    result: 'string',
    signature: 'CONCAT(value, ...)',
    example: "CONCAT({First name}, ' ', {Last name})",
  },
  TRIM: { category: 'text', params: [str('text')], result: 'string', signature: 'TRIM(text)', example: 'TRIM({Code})' },
  UPPER: {
    category: 'text',
    params: [str('text')],
    result: 'string',
    signature: 'UPPER(text)',
    example: 'UPPER({Country code})',
  },
  LOWER: {
    category: 'text',
    params: [str('text')],
    result: 'string',
    signature: 'LOWER(text)',
    example: 'LOWER({Email})',
  },
  LEN: { category: 'text', params: [str('text')], result: 'numeric', signature: 'LEN(text)', example: 'LEN({Tweet})' },
  REPEAT: {
    category: 'text',
    params: [str('text'), num('times')],
    result: 'string',
    signature: 'REPEAT(text, times)',
    example: "REPEAT('★', {Rating})",
  },
  REPLACE: {
    category: 'text',
    params: [str('text'), str('search'), str('replacement')],
    result: 'string',
    signature: 'REPLACE(text, search, replacement)',
    example: "REPLACE({Phone}, '-', ' ')",
  },
  SEARCH: {
    category: 'text',
    params: [str('text'), str('search')],
    result: 'numeric',
    signature: 'SEARCH(text, search)',
    example: "SEARCH({Email}, '@')",
  },
  FIND: {
    category: 'text',
    params: [str('search'), str('text'), { name: 'from', type: 'numeric', optional: true }],
    result: 'numeric',
    signature: 'FIND(search, text, [from])',
    example: "FIND(' ', {Full name})",
  },
  LEFT: {
    category: 'text',
    params: [str('text'), num('count')],
    result: 'string',
    signature: 'LEFT(text, count)',
    example: 'LEFT({Postcode}, 2)',
  },
  RIGHT: {
    category: 'text',
    params: [str('text'), num('count')],
    result: 'string',
    signature: 'RIGHT(text, count)',
    example: 'RIGHT({Card number}, 4)',
  },
  MID: {
    category: 'text',
    params: [str('text'), num('start'), num('count')],
    result: 'string',
    signature: 'MID(text, start, count)',
    example: 'MID({SKU}, 3, 4)',
  },
  SUBSTR: {
    category: 'text',
    params: [str('text'), num('start'), { name: 'count', type: 'numeric', optional: true }],
    result: 'string',
    signature: 'SUBSTR(text, start, [count])',
    example: 'SUBSTR({Title}, 1, 20)',
  },
  T: {
    category: 'text',
    params: [{ name: 'value', type: 'any' }],
    result: 'string',
    signature: 'T(value)',
    example: 'T({Notes})',
  },
  URL: {
    category: 'text',
    params: [str('address')],
    result: 'string',
    signature: 'URL(address)',
    example: "URL(CONCAT('https://example.com/orders/', {Order}))",
  },
  REGEX_MATCH: {
    category: 'text',
    params: [str('text'), str('pattern')],
    result: 'boolean',
    signature: 'REGEX_MATCH(text, pattern)',
    example: "REGEX_MATCH({Email}, '^[^@]+@[^@]+$')",
  },
  REGEX_EXTRACT: {
    category: 'text',
    params: [str('text'), str('pattern')],
    result: 'string',
    signature: 'REGEX_EXTRACT(text, pattern)',
    example: "REGEX_EXTRACT({Reference}, '[0-9]+')",
  },
  REGEX_REPLACE: {
    category: 'text',
    params: [str('text'), str('pattern'), str('replacement')],
    result: 'string',
    signature: 'REGEX_REPLACE(text, pattern, replacement)',
    example: "REGEX_REPLACE({Phone}, '[^0-9]', '')",
  },
} as const satisfies Record<string, FormulaFunctionSpec>;
