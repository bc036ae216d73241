/** Comparison operators of the `where` grammar (docs/API.md §2.2). */
export const FILTER_OPS = [
  'eq',
  'neq',
  'not',
  'like',
  'nlike',
  'empty',
  'notempty',
  'null',
  'notnull',
  'checked',
  'notchecked',
  'blank',
  'notblank',
  'allof',
  'anyof',
  'nallof',
  'nanyof',
  'gt',
  'lt',
  'gte',
  'lte',
  'ge',
  'le',
  'in',
  'isnot',
  'is',
  'isWithin',
  'btw',
  'nbtw',
] as const;

export type FilterOp = (typeof FILTER_OPS)[number];

const NULLS: readonly FilterOp[] = ['null', 'notnull', 'blank', 'notblank', 'is', 'isnot'];
const EQUALITY: readonly FilterOp[] = ['eq', 'neq', 'not', 'in'];
const RANGE: readonly FilterOp[] = ['btw', 'nbtw'];
const ORDERING: readonly FilterOp[] = ['gt', 'lt', 'gte', 'lte', 'ge', 'le', ...RANGE];

/** Operator sets shared by families of field types. */
export const OPS = {
  /** Text takes ranges, as NocoDB's `(Title,btw,b,e)` (docs/API.md §2.2). */
  text: [...EQUALITY, 'like', 'nlike', 'empty', 'notempty', ...RANGE, ...NULLS],
  numeric: [...EQUALITY, ...ORDERING, ...NULLS],
  date: [...EQUALITY, ...ORDERING, 'isWithin', ...NULLS],
  time: [...EQUALITY, ...ORDERING, ...NULLS],
  checkbox: ['eq', 'neq', 'checked', 'notchecked', 'null', 'notnull', 'is', 'isnot'],
  singleSelect: [...EQUALITY, 'like', 'nlike', 'anyof', 'nanyof', 'empty', 'notempty', ...NULLS],
  multiSelect: ['eq', 'neq', 'like', 'nlike', 'allof', 'anyof', 'nallof', 'nanyof', 'empty', 'notempty', ...NULLS],
  attachment: ['like', 'nlike', ...NULLS],
  json: ['eq', 'neq', 'like', 'nlike', 'empty', 'notempty', ...NULLS],
  link: ['eq', 'neq', 'like', 'nlike', 'blank', 'notblank'],
  any: FILTER_OPS,
} satisfies Record<string, readonly FilterOp[]>;
