import { publicFormFields } from './public-form-fields.js';

describe('publicFormFields', () => {
  const columns = [
    { id: 'c1', uidt: 'ID', pk: true, ai: true },
    { id: 'c2', uidt: 'SingleLineText', rqd: true },
    {
      id: 'c3',
      uidt: 'SingleSelect',
      colOptions: {
        options: [
          { title: 'b', order: 2 },
          { title: 'a', order: 1 },
        ],
      },
    },
    { id: 'c4', uidt: 'Rating', meta: '{"max":3}', rqd: true, cdf: '1' },
  ];

  it('lists the form columns in the form order with labels, help, options and settings', () => {
    const fields = publicFormFields(columns, [
      { fk_column_id: 'c4', title: 'Score', uidt: 'Rating', order: 3 },
      { fk_column_id: 'c2', title: 'Name', uidt: 'SingleLineText', label: 'Your name', order: 1 },
      { fk_column_id: 'c3', title: 'Topic', uidt: 'SingleSelect', description: 'Pick one', order: 2 },
    ]);
    expect(fields.map((f) => [f.title, f.label, f.help])).toEqual([
      ['Name', 'Your name', null],
      ['Topic', 'Topic', 'Pick one'],
      ['Score', 'Score', null],
    ]);
    expect(fields[1]!.options.map((o) => o.title)).toEqual(['a', 'b']);
    expect(fields[2]!.meta).toEqual({ max: 3 });
    expect(fields[0]!.column).toBe(columns[1]);
  });

  it('marks required what the form flags or the table needs without a default', () => {
    const fields = publicFormFields(columns, [
      { fk_column_id: 'c2', title: 'Name', uidt: 'SingleLineText' },
      { fk_column_id: 'c3', title: 'Topic', uidt: 'SingleSelect', required: true },
      { fk_column_id: 'c4', title: 'Score', uidt: 'Rating' },
      { fk_column_id: 'c1', title: 'Id', uidt: 'ID', meta: { hidden_prefill: true } },
    ]);
    expect(fields.map((f) => [f.title, f.required])).toEqual([
      ['Name', true],
      ['Topic', true],
      ['Score', false],
      ['Id', false],
    ]);
    expect(fields[3]!.hiddenWhenPrefilled).toBe(true);
  });
});
