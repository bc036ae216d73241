import { describeEachDb } from './support/each-db';
import { recordsFixture, type RecordsFixture } from './support/records';
import { META, type ColumnJson, type TableJson } from './support/workspace';

const byTitle = (table: TableJson, title: string) => table.columns.find((c) => c.title === title) as ColumnJson;

describeEachDb('Formula fields', (server) => {
  let fx: RecordsFixture;

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'formula-columns@example.com', {
      table_name: 'Orders',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'title', title: 'Title', uidt: 'SingleLineText', pv: true },
        { column_name: 'qty', title: 'Qty', uidt: 'Number' },
        { column_name: 'price', title: 'Price', uidt: 'Decimal' },
        { column_name: 'due', title: 'Due', uidt: 'Date' },
      ],
    });
    await fx.client
      .post(fx.bulk, [
        { Title: 'apple', Qty: 3, Price: 2.5, Due: '2024-03-01' },
        { Title: 'pear', Qty: 10, Price: 0.5, Due: '2024-01-15' },
        { Title: 'fig', Qty: null, Price: 4, Due: null },
        { Title: 'kiwi', Qty: 1, Price: 12, Due: '2024-02-10' },
      ])
      .expect(200);
  });

  const addColumn = (body: object) => fx.client.post(`${META}/tables/${fx.table.id}/columns`, body);
  const rows = async (query = 'sort=Id') =>
    (await fx.client.get(`${fx.path}?${query}`).expect(200)).body.list as Array<Record<string, unknown>>;

  it('computes a formula for every record, stores it by field id and reads it back with titles', async () => {
    const res = await addColumn({ uidt: 'Formula', title: 'Total', formula_raw: '{Qty} * {Price}' }).expect(200);
    const total = byTitle(res.body, 'Total');
    const qty = byTitle(res.body, 'Qty');
    const price = byTitle(res.body, 'Price');
    expect(total).toMatchObject({ uidt: 'Formula', virtual: true });
    expect(total.colOptions).toMatchObject({
      formula: `{{${qty.id}}} * {{${price.id}}}`,
      formula_raw: '{Qty} * {Price}',
      error: null,
    });
    expect((await rows()).map((r) => [r.Title, r.Total])).toEqual([
      ['apple', 7.5],
      ['pear', 5],
      ['fig', null],
      ['kiwi', 12],
    ]);
  });

  it('filters, sorts and reads one record by the formula', async () => {
    const sorted = await rows(`sort=-Total&fields=Title,Total`);
    expect(sorted.map((r) => r.Title)).toEqual(['kiwi', 'apple', 'pear', 'fig']);
    const filtered = await rows(`where=(Total,gt,6)&sort=Title`);
    expect(filtered.map((r) => r.Title)).toEqual(['apple', 'kiwi']);
    const one = await fx.client.get(`${fx.path}/${String(filtered[0]!.Id)}`).expect(200);
    expect(one.body).toMatchObject({ Title: 'apple', Total: 7.5 });
  });

  it('reads text, date and boolean results as their types', async () => {
    await addColumn({ uidt: 'Formula', title: 'Label', formula_raw: 'CONCAT(UPPER({Title}), "-", {Qty})' }).expect(200);
    await addColumn({ uidt: 'Formula', title: 'Later', formula_raw: 'DATEADD({Due}, 1, "month")' }).expect(200);
    await addColumn({ uidt: 'Formula', title: 'Big', formula_raw: '{Qty} > 2' }).expect(200);
    const list = await rows('sort=Id&fields=Title,Label,Later,Big');
    expect(list.map((r) => r.Label)).toEqual(['APPLE-3', 'PEAR-10', 'FIG-', 'KIWI-1']);
    expect(list.map((r) => (r.Later ? String(r.Later).slice(0, 10) : null))).toEqual([
      '2024-04-01',
      '2024-02-15',
      null,
      '2024-03-10',
    ]);
    // A blank number compares as 0 (docs/FORMULAS.md).
    expect(list.map((r) => r.Big)).toEqual([true, true, false, false]);
    expect((await rows('where=(Big,checked)&sort=Id')).map((r) => r.Title)).toEqual(['apple', 'pear']);
    expect((await rows('where=(Label,like,pe)&sort=Id')).map((r) => r.Title)).toEqual(['pear']);
  });

  it('refuses a formula that does not read, names no field or reads itself, with the reason', async () => {
    const bad = await addColumn({ uidt: 'Formula', title: 'Bad', formula_raw: '{Qty} *' }).expect(400);
    expect(bad.body.msg).toMatch(/^Invalid Formula: /);
    const unknown = await addColumn({ uidt: 'Formula', title: 'Bad', formula_raw: '{Qtty} + 1' }).expect(400);
    expect(unknown.body.msg).toMatch(/Qtty/);
    const empty = await addColumn({ uidt: 'Formula', title: 'Bad', formula_raw: ' ' }).expect(400);
    expect(empty.body.msg).toBe('Invalid Formula: the formula is required');
    const dup = await addColumn({ uidt: 'Formula', title: 'total', formula_raw: '1' }).expect(400);
    expect(dup.body.msg).toBe('Duplicate column alias');

    const a = byTitle(
      (await addColumn({ uidt: 'Formula', title: 'A', formula_raw: '{Qty} + 1' }).expect(200)).body,
      'A',
    );
    await addColumn({ uidt: 'Formula', title: 'B', formula_raw: '{A} * 2' }).expect(200);
    const cycle = await fx.client.patch(`${META}/columns/${a.id}`, { formula_raw: '{B} + 1' }).expect(400);
    expect(cycle.body.msg).toBe('Invalid Formula: Circular reference: A → B → A');
    expect((await rows('sort=Id&fields=Title,A,B')).map((r) => r.B)).toEqual([8, 22, null, 4]);
  });

  it('keeps working when a field it reads is renamed, and reads as null with a reason when it is deleted', async () => {
    const table = (await fx.client.get(`${META}/tables/${fx.table.id}`).expect(200)).body as TableJson;
    const qty = byTitle(table, 'Qty');
    await fx.client.patch(`${META}/columns/${qty.id}`, { title: 'Quantity', uidt: 'Number' }).expect(200);
    expect((await rows('sort=Id&fields=Title,Total')).map((r) => r.Total)).toEqual([7.5, 5, null, 12]);

    const added = (await addColumn({ uidt: 'Number', title: 'Extra' }).expect(200)).body as TableJson;
    const extra = byTitle(added, 'Extra');
    await addColumn({ uidt: 'Formula', title: 'Uses extra', formula_raw: '{Extra} + {Quantity}' }).expect(200);
    const after = (await fx.client.delete(`${META}/columns/${extra.id}`).expect(200)).body as TableJson;
    expect(byTitle(after, 'Uses extra').colOptions).toMatchObject({
      error: 'A field this formula uses has been deleted',
    });
    const list = await rows('sort=Id');
    expect(list.map((r) => r['Uses extra'])).toEqual([null, null, null, null]);
    expect(list.map((r) => r.Total)).toEqual([7.5, 5, null, 12]);
  });

  it('can be renamed and given a new formula, but not a new type', async () => {
    const table = (await fx.client.get(`${META}/tables/${fx.table.id}`).expect(200)).body as TableJson;
    const total = byTitle(table, 'Total');
    await fx.client
      .patch(`${META}/columns/${total.id}`, { title: 'Sum', formula_raw: '{Quantity} + {Price}' })
      .expect(200);
    expect((await rows('sort=Id&fields=Title,Sum')).map((r) => r.Sum)).toEqual([5.5, 10.5, null, 13]);
    const typed = await fx.client.patch(`${META}/columns/${total.id}`, { uidt: 'Number' }).expect(400);
    expect(typed.body.msg).toBe('A Formula field cannot change its type; add a new field instead');
  });

  it('is never written: a value sent for it is refused or ignored, the record is kept as sent otherwise', async () => {
    const res = await fx.client.post(fx.path, { Title: 'lime', Quantity: 2, Price: 1, Sum: 99 });
    expect([200, 400]).toContain(res.status);
    if (res.status === 200) expect(res.body.Sum ?? 3).toBe(3);
  });
});
