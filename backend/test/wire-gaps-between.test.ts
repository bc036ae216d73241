import { describeEachDb } from './support/each-db';
import { q, recordsFixture, type RecordsFixture } from './support/records';

const COLUMNS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'title', title: 'Title', uidt: 'SingleLineText' },
  { column_name: 'notes', title: 'Notes', uidt: 'LongText' },
  { column_name: 'num', title: 'Num', uidt: 'Number' },
  { column_name: 'dec', title: 'Dec', uidt: 'Decimal' },
  { column_name: 'day', title: 'Day', uidt: 'Date' },
  { column_name: 'at', title: 'At', uidt: 'DateTime' },
];

/**
 * Rows 1, 2 and 5 sit inside every range below (1 and 2 on its bounds), rows 3 and 4 outside it; row 9 has no
 * values at all. Titles mix cases: in code-point order `B` and `Banana` sort before `b`, and `egg` after `e`.
 */
const ROWS = [
  { Title: 'apple', Notes: 'b', Num: 1, Dec: 1.5, Day: '2024-01-01', At: '2024-01-01T00:00:00.000Z' },
  { Title: 'b', Notes: 'e', Num: 5, Dec: 2.25, Day: '2024-12-31', At: '2024-12-31T00:00:00.000Z' },
  { Title: 'Banana', Notes: 'E', Num: 10, Dec: 3.75, Day: '2025-01-01', At: '2024-12-31T10:00:00.000Z' },
  { Title: 'cherry', Notes: 'a', Num: -3, Dec: 1.49, Day: '2023-12-31', At: '2023-12-31T23:59:59.000Z' },
  { Title: 'e', Notes: 'c', Num: 3, Dec: 2, Day: '2024-06-15', At: '2024-06-15T12:00:00.000Z' },
  { Title: 'egg' },
  { Title: 'B' },
  { Title: 'f' },
  {},
];

describeEachDb(
  'wire gaps: btw and nbtw',
  (server) => {
    let fx: RecordsFixture;

    beforeAll(async () => {
      fx = await recordsFixture(server(), 'between@example.com', { table_name: 'Ranges', columns: COLUMNS });
      await fx.client.post(fx.bulk, ROWS).expect(200);
    });

    const ids = async (where: string) => {
      const res = await fx.client.get(`${fx.path}?${q({ where, sort: 'Id', limit: 100 })}`).expect(200);
      return res.body.list.map((r: { Id: number }) => r.Id);
    };

    it('text compares by code point on every database (case-sensitive, binary, not the collation): (Title,btw,b,e)', async () => {
      expect(await ids('(Title,btw,b,e)')).toEqual([2, 4, 5]);
      expect(await ids('(Title,btw,B,Banana)')).toEqual([3, 7]);
    });

    it('text nbtw is the complement among rows with a value; a row without one matches neither', async () => {
      expect(await ids('(Title,nbtw,b,e)')).toEqual([1, 3, 6, 7, 8]);
      expect(await ids('(Notes,btw,b,e)')).toEqual([1, 2, 5]);
      expect(await ids('(Notes,nbtw,b,e)')).toEqual([3, 4]);
    });

    it.each([
      ['Num', '1,5'],
      ['Dec', '1.5,2.25'],
      ['Day', '2024-01-01,2024-12-31'],
      ['At', '2024-01-01T00:00:00Z,2024-12-31T00:00:00Z'],
    ])('%s btw %s includes both bounds; nbtw is its complement, NULLs in neither', async (title, range) => {
      expect(await ids(`(${title},btw,${range})`)).toEqual([1, 2, 5]);
      expect(await ids(`(${title},nbtw,${range})`)).toEqual([3, 4]);
    });

    it('DateTime bounds given as bare dates are those days at 00:00 UTC (SQL BETWEEN on instants)', async () => {
      // Row 2 is at 2024-12-31T00:00 (on the bound), row 3 at 2024-12-31T10:00 (after it).
      expect(await ids('(At,btw,2024-01-01,2024-12-31)')).toEqual([1, 2, 5]);
      expect(await ids('(At,nbtw,2024-01-01,2024-12-31)')).toEqual([3, 4]);
    });

    it('counts, combines and refuses ranges like any other op', async () => {
      const count = await fx.client.get(`${fx.path}/count?${q({ where: '(Title,btw,b,e)' })}`).expect(200);
      expect(count.body).toEqual({ count: 3 });
      expect(await ids('(Title,btw,b,e)~and(Num,btw,3,5)')).toEqual([2, 5]);
      const bad = await fx.client.get(`${fx.path}?${q({ where: '(Title,btw,b)' })}`).expect(400);
      expect(bad.body.msg).toContain('needs two values');
    });
  },
  { BASALT_BCRYPT_ROUNDS: '4' },
);
