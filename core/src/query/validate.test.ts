import type { FilterOp } from '../fields/filter-ops.js';
import { DATE_SUB_OPS, IS_WITHIN_SUB_OPS, MAX_WHERE_DEPTH } from './ops.js';
import type { FilterField, FilterValue, ResolvedGroup, WhereGroup, WhereTerm } from './types.js';
import { parseWhere } from './where-parser.js';
import { filterFieldFinder, validateWhere, type ValidateOptions } from './validate.js';

const field = (title: string, uidt: string, extra: Partial<FilterField> = {}): FilterField => ({
  id: `id_${title}`,
  title,
  column_name: title.toLowerCase(),
  uidt,
  ...extra,
});

const NUMERIC = [
  'Number',
  'Decimal',
  'Currency',
  'Percent',
  'Rating',
  'Duration',
  'AutoNumber',
  'Year',
  'Rollup',
  'Count',
];
const DATES = ['Date', 'DateTime', 'CreateTime', 'LastModifiedTime'];
const FIELDS = [
  field('Title', 'SingleLineText'),
  field('Notes', 'LongText'),
  ...NUMERIC.map((uidt) => field(`N_${uidt}`, uidt)),
  ...DATES.map((uidt) => field(`D_${uidt}`, uidt)),
  field('Done', 'Checkbox'),
  field('Clock', 'Time'),
  field('Status', 'SingleSelect'),
  field('Tags', 'MultiSelect'),
  field('Files', 'Attachment'),
  field('Data', 'JSON'),
  field('Orders', 'LinkToAnotherRecord'),
  field('F', 'Formula'),
  field('Id', 'ID'),
  field('Custom', 'SomeFutureType'),
];

/** Parses and validates one where; answers the single resolved term's (op, subOp, value), or the error. */
function resolve(where: string, options?: ValidateOptions) {
  const parsed = parseWhere(where);
  if ('error' in parsed) throw new Error(parsed.error);
  return validateWhere(parsed, FIELDS, options);
}

function one(where: string): { subOp?: string; value?: FilterValue } | { error: string } {
  const result = resolve(where);
  if ('error' in result) return { error: result.error };
  const [term] = result.children;
  if (term?.type !== 'term') throw new Error(`no single term in ${JSON.stringify(result)}`);
  const out: { subOp?: string; value?: FilterValue } = {};
  if (term.subOp !== undefined) out.subOp = term.subOp;
  if (term.value !== undefined) out.value = term.value;
  return out;
}

describe('validateWhere: finding fields', () => {
  it('finds a field by title, by column_name, then by id', () => {
    const fields = [field('Name', 'SingleLineText', { column_name: 'x' }), field('x', 'Number', { column_name: 'y' })];
    const find = filterFieldFinder(fields);
    expect(find('Name')?.title).toBe('Name');
    expect(find('x')?.title).toBe('x');
    expect(find('y')?.title).toBe('x');
    expect(find('id_Name')?.title).toBe('Name');
    expect(find('nope')).toBeUndefined();
  });

  it('answers the resolved term with its column and title', () => {
    const result = resolve('(title,eq,a)');
    expect(result).toEqual({
      type: 'group',
      connective: 'and',
      children: [{ type: 'term', field: 'Title', column: FIELDS[0], op: 'eq', value: 'a' }],
    });
  });

  it('drops terms on unknown fields, as NocoDB does, and the groups they leave empty', () => {
    expect(resolve('(Nope,eq,1)~or(Title,eq,a)')).toEqual({
      type: 'group',
      connective: 'or',
      children: [expect.objectContaining({ field: 'Title' })],
    });
    expect(resolve('(Title,eq,a)~and((Nope,eq,1)~or(Nada,blank))')).toEqual(
      expect.objectContaining({ children: [expect.objectContaining({ field: 'Title' })] }),
    );
    expect(resolve('~not(Nope,eq,1)')).toEqual({ type: 'group', connective: 'and', not: true, children: [] });
  });

  it('refuses unknown fields when asked to', () => {
    expect(resolve('(Title,eq,a)~or(Nope,eq,1)', { unknownFields: 'error' })).toEqual({
      error: 'Field "Nope" not found',
    });
  });

  it('keeps connectives and negation', () => {
    const result = resolve('(Title,eq,a)~not((N_Number,gt,1)~or(Done,checked))') as ResolvedGroup;
    expect(result.connective).toBe('and');
    expect(result.children[1]).toEqual(expect.objectContaining({ type: 'group', connective: 'or', not: true }));
  });
});

describe('validateWhere: ops per field type', () => {
  it.each<[string, string]>([
    ['(N_Number,like,1)', '"like" is not supported for field "N_Number" (Number)'],
    ['(Title,gt,1)', '"gt" is not supported for field "Title" (SingleLineText)'],
    ['(Done,like,x)', '"like" is not supported for field "Done" (Checkbox)'],
    ['(Title,checked)', '"checked" is not supported for field "Title" (SingleLineText)'],
    ['(Title,isWithin,pastWeek)', '"isWithin" is not supported for field "Title" (SingleLineText)'],
    ['(Files,eq,x)', '"eq" is not supported for field "Files" (Attachment)'],
    ['(Status,allof,a)', '"allof" is not supported for field "Status" (SingleSelect)'],
  ])('%s', (where, error) => {
    expect(resolve(where)).toEqual({ error });
  });

  it('takes the ops from the caller when given', () => {
    const options: ValidateOptions = { filterOpsFor: (uidt) => (uidt === 'SingleLineText' ? ['gt'] : undefined) };
    expect(resolve('(Title,gt,a)', options)).not.toHaveProperty('error');
    expect(resolve('(Title,eq,a)', options)).toHaveProperty('error');
  });

  it('lets every op through on an unknown type, without coercion', () => {
    expect(one('(Custom,gt,abc)')).toEqual({ value: 'abc' });
  });
});

describe('validateWhere: values', () => {
  it.each(NUMERIC)('reads numbers on %s', (uidt) => {
    const f = `N_${uidt}`;
    expect(one(`(${f},gt,5)`)).toEqual({ value: 5 });
    expect(one(`(${f},eq, -2.5 )`)).toEqual({ value: -2.5 });
    expect(one(`(${f},in,1,2,3)`)).toEqual({ value: [1, 2, 3] });
    expect(one(`(${f},btw,1,10)`)).toEqual({ value: [1, 10] });
    expect(one(`(${f},eq,abc)`)).toEqual({ error: `"eq" on "${f}" (${uidt}) needs a number, got "abc"` });
    expect(one(`(${f},eq,)`)).toEqual({ error: `"eq" on "${f}" (${uidt}) needs a number, got ""` });
    expect(one(`(${f},in,1,x)`)).toEqual({ error: `"in" on "${f}" (${uidt}) needs a number, got "x"` });
    expect(one(`(${f},btw,1)`)).toEqual({
      error: `"btw" on "${f}" (${uidt}) needs two values, as in low,high; got "1"`,
    });
    expect(one(`(${f},nbtw,1,2,3)`)).toEqual({ error: expect.stringContaining('needs two values') });
    expect(one(`(${f},is,null)`)).toEqual({ value: 'null' });
    expect(one(`(${f},blank)`)).toEqual({});
  });

  it.each<[string, FilterValue | undefined]>([
    ['(Done,eq,true)', true],
    ['(Done,eq,FALSE)', false],
    ['(Done,neq,1)', true],
    ['(Done,eq,0)', false],
    ['(Done,checked)', undefined],
    ['(Done,notchecked)', undefined],
    ['(Done,is,true)', 'true'],
  ])('reads checkbox values: %s', (where, value) => {
    expect(one(where)).toEqual(value === undefined ? {} : { value });
  });

  it('refuses a checkbox value that is not a boolean', () => {
    expect(one('(Done,eq,maybe)')).toEqual({ error: '"eq" on "Done" (Checkbox) needs true or false, got "maybe"' });
  });

  it.each<[string, FilterValue]>([
    ['(Title,eq,today)', 'today'],
    ['(Title,eq,a,b)', 'a,b'],
    ['(Title,in,a, b,c)', ['a', ' b', 'c']],
    ['(Title,like,%x%)', '%x%'],
    ['(Title,not,x)', 'x'],
    ['(Tags,anyof,a,b)', ['a', 'b']],
    ['(Tags,nallof,a)', ['a']],
    ['(Status,nanyof,a,b)', ['a', 'b']],
    ['(Orders,like,acme)', 'acme'],
    ['(F,gt,10)', '10'],
    ['(Id,eq,42)', 42],
    ['(Id,eq,0b5c-uuid)', '0b5c-uuid'],
    ['(Id,in,1,2)', [1, 2]],
    ['(Clock,gt,9:30)', '09:30:00'],
    ['(Clock,btw,08:00,17:00:30)', ['08:00:00', '17:00:30']],
  ])('keeps or coerces %s', (where, value) => {
    expect(one(where)).toEqual({ value });
  });

  it('refuses a bad time', () => {
    expect(one('(Clock,eq,25:00)')).toEqual({ error: '"eq" on "Clock" (Time) needs a time (HH:mm[:ss]), got "25:00"' });
  });

  it('refuses a value on a hand-built term that needs one, and a bad is value', () => {
    const ast = (term: WhereTerm): WhereGroup => ({ type: 'group', connective: 'and', children: [term] });
    expect(validateWhere(ast({ type: 'term', field: 'Title', op: 'eq' }), FIELDS)).toEqual({
      error: '"eq" on "Title" (SingleLineText) needs a value',
    });
    expect(validateWhere(ast({ type: 'term', field: 'Title', op: 'is', value: 'x' }), FIELDS)).toEqual({
      error: expect.stringMatching(/^Bad value "x" for "is" on "Title"/),
    });
    expect(validateWhere(ast({ type: 'term', field: 'Title', op: 'nope' as FilterOp, value: 'x' }), FIELDS)).toEqual({
      error: '"nope" is not supported: unknown comparison op',
    });
  });

  it('refuses hand-built ASTs nested too deep', () => {
    let deep: WhereGroup = {
      type: 'group',
      connective: 'and',
      children: [{ type: 'term', field: 'Title', op: 'blank' }],
    };
    for (let i = 0; i <= MAX_WHERE_DEPTH; i++) deep = { type: 'group', connective: 'or', children: [deep] };
    expect(validateWhere(deep, FIELDS)).toEqual({ error: `Groups nest deeper than ${MAX_WHERE_DEPTH} levels` });
  });
});

describe('validateWhere: date sub-ops', () => {
  const NO_VALUE = DATE_SUB_OPS.filter((s) => !['daysAgo', 'daysFromNow', 'exactDate'].includes(s));
  describe.each(DATES)('on %s', (uidt) => {
    const f = `D_${uidt}`;
    it.each(NO_VALUE)(`reads (${f},eq,%s)`, (subOp) => {
      expect(one(`(${f},eq,${subOp})`)).toEqual({ subOp });
      expect(one(`(${f},lt,${subOp},)`)).toEqual({ subOp });
    });
    it.each(['daysAgo', 'daysFromNow'])(`reads (${f},gt,%s,3)`, (subOp) => {
      expect(one(`(${f},gt,${subOp},3)`)).toEqual({ subOp, value: 3 });
    });
    it('reads exactDate with a date or a date-time', () => {
      expect(one(`(${f},eq,exactDate,2023-04-01)`)).toEqual({ subOp: 'exactDate', value: '2023-04-01' });
      expect(one(`(${f},gte,exactDate, 2023-04-01 10:30:00 )`)).toEqual({
        subOp: 'exactDate',
        value: '2023-04-01 10:30:00',
      });
    });
    it.each(IS_WITHIN_SUB_OPS)(`reads (${f},isWithin,%s)`, (subOp) => {
      const days = subOp.endsWith('NumberOfDays');
      expect(one(`(${f},isWithin,${subOp}${days ? ',7' : ''})`)).toEqual(days ? { subOp, value: 7 } : { subOp });
    });
    it('reads the value-less ops, lists and ranges of dates, and is', () => {
      expect(one(`(${f},blank)`)).toEqual({});
      expect(one(`(${f},in,2023-01-01,2023-01-02)`)).toEqual({ value: ['2023-01-01', '2023-01-02'] });
      expect(one(`(${f},btw,2023-01-01,2023-02-01)`)).toEqual({ value: ['2023-01-01', '2023-02-01'] });
      expect(one(`(${f},isnot,null)`)).toEqual({ value: 'null' });
    });
  });

  it.each<[string, string]>([
    [
      '(D_Date,eq,2023-04-01)',
      '"eq" on "D_Date" (Date) needs a date sub-op first (today, tomorrow, yesterday, oneWeekAgo, oneWeekFromNow, oneMonthAgo, oneMonthFromNow, daysAgo, daysFromNow, exactDate); got "2023-04-01"',
    ],
    [
      '(D_Date,eq,)',
      '"eq" on "D_Date" (Date) needs a date sub-op first (today, tomorrow, yesterday, oneWeekAgo, oneWeekFromNow, oneMonthAgo, oneMonthFromNow, daysAgo, daysFromNow, exactDate); got ""',
    ],
    [
      '(D_Date,isWithin,today)',
      'Sub-op "today" is not supported for "isWithin" on "D_Date" (Date): use one of pastWeek, pastMonth, pastYear, nextWeek, nextMonth, nextYear, pastNumberOfDays, nextNumberOfDays',
    ],
    [
      '(D_Date,eq,pastWeek)',
      'Sub-op "pastWeek" is not supported for "eq" on "D_Date" (Date): use one of today, tomorrow, yesterday, oneWeekAgo, oneWeekFromNow, oneMonthAgo, oneMonthFromNow, daysAgo, daysFromNow, exactDate',
    ],
    ['(D_Date,eq,today,1)', 'Sub-op "today" of "eq" on "D_Date" (Date) takes no value, got "1"'],
    ['(D_Date,lt,daysAgo)', 'Sub-op "daysAgo" of "lt" on "D_Date" (Date) needs a whole number of days, got ""'],
    ['(D_Date,lt,daysAgo,-1)', 'Sub-op "daysAgo" of "lt" on "D_Date" (Date) needs a whole number of days, got "-1"'],
    [
      '(D_Date,isWithin,nextNumberOfDays,x)',
      'Sub-op "nextNumberOfDays" of "isWithin" on "D_Date" (Date) needs a whole number of days, got "x"',
    ],
    [
      '(D_Date,eq,exactDate,2023-02-30)',
      'Sub-op "exactDate" of "eq" on "D_Date" (Date) needs a date (YYYY-MM-DD), got "2023-02-30"',
    ],
    [
      '(D_Date,eq,exactDate,2023-04-01,junk)',
      'Sub-op "exactDate" of "eq" on "D_Date" (Date) needs a date (YYYY-MM-DD), got "2023-04-01,junk"',
    ],
    ['(D_Date,btw,2023-01-01)', '"btw" on "D_Date" (Date) needs two values, as in low,high; got "2023-01-01"'],
    ['(D_Date,in,yesterday)', '"in" on "D_Date" (Date) needs a date (YYYY-MM-DD), got "yesterday"'],
  ])('%s', (where, error) => {
    expect(one(where)).toEqual({ error });
  });

  it('matches sub-ops case-sensitively, as NocoDB does', () => {
    expect(one('(D_Date,eq,Today)')).toEqual({ error: expect.stringMatching(/got "Today"$/) });
  });

  it('takes an explicit sub-op (from filterArrJson or a UI) on date fields only', () => {
    const ast = (term: Omit<WhereTerm, 'type'>): WhereGroup => ({
      type: 'group',
      connective: 'and',
      children: [{ type: 'term', ...term }],
    });
    const days = validateWhere(ast({ field: 'D_Date', op: 'lt', subOp: 'daysAgo', value: '3' }), FIELDS);
    expect(days).toEqual(
      expect.objectContaining({ children: [expect.objectContaining({ subOp: 'daysAgo', value: 3 })] }),
    );
    expect(validateWhere(ast({ field: 'Title', op: 'eq', subOp: 'today' }), FIELDS)).toEqual({
      error: '"eq" on "Title" (SingleLineText) takes no date sub-op, got "today": sub-ops are for date fields',
    });
    expect(validateWhere(ast({ field: 'D_Date', op: 'in', subOp: 'today', value: '2023-01-01' }), FIELDS)).toEqual({
      error: '"in" on "D_Date" (Date) takes no date sub-op, got "today"',
    });
    expect(validateWhere(ast({ field: 'D_Date', op: 'blank', subOp: 'today' }), FIELDS)).toEqual({
      error: '"blank" on "D_Date" (Date) takes no sub-op, got "today"',
    });
  });
});
