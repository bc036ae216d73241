import { commonType, type FormulaFunctionSpec, type FormulaParam } from './function-spec.js';

const any = (name: string): FormulaParam => ({ name, type: 'any' });
const conditions = { params: [any('condition')], min: 1 };

/** Conditions and special values. Behaviour: docs/FORMULAS.md, logic. */
export const LOGICAL_FUNCTIONS = {
  IF: {
    category: 'logical',
    params: [any('condition'), any('then'), { name: 'else', type: 'any', optional: true }],
    result: (args) => commonType(args.slice(1)),
    signature: 'IF(condition, then, [else])',
    example: "IF({Stock} > 0, 'In stock', 'Sold out')",
  },
  SWITCH: {
    category: 'logical',
    params: [any('value')],
    rest: { params: [any('pattern'), any('result')], min: 1 },
    fallback: any('default'),
    result: (args) => commonType(args.filter((_, i) => i > 0 && (i % 2 === 0 || i === args.length - 1))),
    signature: 'SWITCH(value, pattern, result, ..., [default])',
    example: "SWITCH({Status}, 'A', 'Active', 'P', 'Paused', 'Unknown')",
  },
  AND: {
    category: 'logical',
    params: [],
    rest: conditions,
    result: 'boolean',
    signature: 'AND(condition, ...)',
    example: 'AND({Paid}, {Shipped})',
  },
  OR: {
    category: 'logical',
    params: [],
    rest: conditions,
    result: 'boolean',
    signature: 'OR(condition, ...)',
    example: "OR({Priority} = 'High', {Overdue})",
  },
  XOR: {
    category: 'logical',
    params: [],
    rest: conditions,
    result: 'boolean',
    signature: 'XOR(condition, ...)',
    example: 'XOR({Home}, {Away})',
  },
  NOT: {
    category: 'logical',
    params: [any('condition')],
    result: 'boolean',
    signature: 'NOT(condition)',
    example: 'NOT({Archived})',
  },
  TRUE: {
    category: 'logical',
    params: [],
    result: 'boolean',
    signature: 'TRUE()',
    example: 'IF({Score} > 50, TRUE(), FALSE())',
  },
  FALSE: {
    category: 'logical',
    params: [],
    result: 'boolean',
    signature: 'FALSE()',
    example: 'IF({Hidden}, FALSE(), TRUE())',
  },
  BLANK: {
    category: 'logical',
    params: [],
    result: 'any',
    signature: 'BLANK()',
    example: 'IF({Qty} = 0, BLANK(), {Total} / {Qty})',
  },
  ISBLANK: {
    category: 'logical',
    params: [any('value')],
    result: 'boolean',
    signature: 'ISBLANK(value)',
    example: 'ISBLANK({Reviewer})',
  },
  ISERROR: {
    category: 'logical',
    params: [any('value')],
    result: 'boolean',
    signature: 'ISERROR(value)',
    example: 'ISERROR({Total} / {Count})',
  },
  RECORD_ID: {
    category: 'logical',
    params: [],
    result: 'string',
    signature: 'RECORD_ID()',
    example: "CONCAT('#', RECORD_ID())",
  },
} as const satisfies Record<string, FormulaFunctionSpec>;
