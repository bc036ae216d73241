import { OPTION_COLORS } from '@basalt/core';
import { describeEachDb } from './support/each-db';
import { recordsFixture, type RecordsFixture } from './support/records';
import { META, type ColumnJson, type TableJson } from './support/workspace';

const byTitle = (table: TableJson, title: string) => table.columns.find((c) => c.title === title) as ColumnJson;
const optionsOf = (column: ColumnJson) => column.colOptions!.options.map((o) => [o.title, o.color, o.order]);
const palette = (titles: string[]) => titles.map((t, i) => [t, OPTION_COLORS[i], i + 1]);

describeEachDb(
  'wire gaps: select options given in dtxp',
  (server) => {
    let fx: RecordsFixture;
    const addColumn = async (body: object) =>
      (await fx.client.post(`${META}/tables/${fx.table.id}/columns`, body).expect(200)).body as TableJson;

    beforeAll(async () => {
      fx = await recordsFixture(server(), 'dtxp@example.com', { table_name: 'Tasks' });
    });

    it("takes a SingleSelect's options from a quoted dtxp list, with palette colours, as from colOptions", async () => {
      const viaDtxp = byTitle(
        await addColumn({
          title: 'Status',
          column_name: 'status',
          uidt: 'SingleSelect',
          dtxp: "'todo','doing','done'",
        }),
        'Status',
      );
      const viaOptions = byTitle(
        await addColumn({
          title: 'Stage',
          uidt: 'SingleSelect',
          colOptions: { options: [{ title: 'todo' }, { title: 'doing' }, { title: 'done' }] },
        }),
        'Stage',
      );
      expect(optionsOf(viaDtxp)).toEqual(palette(['todo', 'doing', 'done']));
      expect(optionsOf(viaDtxp)).toEqual(optionsOf(viaOptions));
      expect(viaDtxp.dtxp).toBe(viaOptions.dtxp);
      const row = await fx.client.post(fx.path, { Title: 'one', Status: 'doing' }).expect(200);
      expect(row.body.Status).toBe('doing');
      const refused = await fx.client.post(fx.path, { Title: 'two', Status: 'nope' }).expect(400);
      expect(refused.body.msg).toContain('nope');
    });

    it('reads doubled and backslashed quotes, commas inside quotes, and unquoted comma lists', async () => {
      const quoted = byTitle(
        await addColumn({ title: 'Owner', uidt: 'SingleSelect', dtxp: "'O''Brien','Smith, J.','d\\'Arc'" }),
        'Owner',
      );
      expect(optionsOf(quoted).map(([t]) => t)).toEqual(["O'Brien", 'Smith, J.', "d'Arc"]);
      const plain = byTitle(await addColumn({ title: 'Size', uidt: 'SingleSelect', dtxp: 'S, M,L' }), 'Size');
      expect(optionsOf(plain)).toEqual(palette(['S', 'M', 'L']));
      const row = await fx.client.post(fx.path, { Title: 'q', Owner: "O'Brien", Size: 'M' }).expect(200);
      expect([row.body.Owner, row.body.Size]).toEqual(["O'Brien", 'M']);
    });

    it('takes a MultiSelect from dtxp and accepts a row holding several of its options', async () => {
      const tags = byTitle(
        await addColumn({ title: 'Tags', uidt: 'MultiSelect', dtxp: "'red','green','blue'" }),
        'Tags',
      );
      expect(optionsOf(tags)).toEqual(palette(['red', 'green', 'blue']));
      const row = await fx.client.post(fx.path, { Title: 'multi', Tags: 'red,blue' }).expect(200);
      expect(row.body.Tags).toBe('red,blue');
      const read = await fx.client.get(`${fx.path}/${row.body.Id}`).expect(200);
      expect(read.body.Tags).toBe('red,blue');
      await fx.client.post(fx.path, { Title: 'bad', Tags: 'red,purple' }).expect(400);
    });

    it('prefers colOptions when both are given, and applies the option rules to dtxp titles', async () => {
      const both = byTitle(
        await addColumn({
          title: 'Both',
          uidt: 'SingleSelect',
          dtxp: "'x','y'",
          colOptions: { options: [{ title: 'z' }] },
        }),
        'Both',
      );
      expect(optionsOf(both).map(([t]) => t)).toEqual(['z']);
      const dup = await fx.client
        .post(`${META}/tables/${fx.table.id}/columns`, { title: 'Dup', uidt: 'SingleSelect', dtxp: "'a','a'" })
        .expect(400);
      expect(dup.body).toEqual({ msg: 'Duplicate select option "a"' });
    });

    it('creates selects from dtxp in a new table too, and a PATCH with dtxp keeps colours of options it keeps', async () => {
      const res = await fx.client
        .post(`${META}/projects/${fx.project.id}/tables`, {
          table_name: 'Board',
          columns: [
            { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
            { column_name: 'state', title: 'State', uidt: 'SingleSelect', dtxp: "'open','closed'" },
          ],
        })
        .expect(200);
      const state = byTitle(res.body, 'State');
      expect(optionsOf(state)).toEqual(palette(['open', 'closed']));
      const [open] = state.colOptions!.options;
      const altered = await fx.client
        .patch(`${META}/columns/${state.id}`, {
          title: 'State',
          uidt: 'SingleSelect',
          dtxp: "'open','closed','parked'",
        })
        .expect(200);
      const after = byTitle(altered.body, 'State').colOptions!.options;
      expect(after.map((o) => o.title)).toEqual(['open', 'closed', 'parked']);
      expect([after[0]!.id, after[0]!.color]).toEqual([open!.id, open!.color]);
    });
  },
  { BASALT_BCRYPT_ROUNDS: '4' },
);
