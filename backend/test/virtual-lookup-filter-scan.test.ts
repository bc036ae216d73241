import type { Knex } from 'knex';
import { describeEachDb } from './support/each-db';
import { ownerLookup } from './support/owner-lookup';
import { DATA, type RecordsFixture } from './support/records';
import { sqliteStatementsDuring } from './support/sqlite-statements';

/** More matches than records/list.ts's NARROW_MAX_MATCHES, so the page is read by walking the table in order. */
const ITEMS = 7_800;
const OWNERS = ['alpha one', 'beta', 'alpha two'];
/** Item i (from 1) belongs to owner (i % 3) + 1: the owners whose title holds 'alpha' are 1 and 3. */
const ownerOf = (item: number) => (item % 3) + 1;
const matching = Array.from({ length: ITEMS }, (_, i) => i + 1).filter((id) => ownerOf(id) !== 2);

/**
 * A filter on a lookup that matches many rows: the rows are the same whichever statement reads them (on SQLite the
 * page is then read by walking the table in key order, not by the link column's index and a sort of every match).
 */
describeEachDb('filtering by a lookup that matches many rows', (server) => {
  let fx: RecordsFixture;
  const path = () => `${DATA}/${encodeURIComponent(fx.project.title)}/Items`;
  const list = async (query: string) =>
    (await fx.client.get(`${path()}?where=(Owner%20title,like,alpha)&${query}`).expect(200)).body as {
      list: Array<{ Id: number; 'Owner title': string }>;
      pageInfo: { totalRows: number };
    };

  beforeAll(async () => {
    ({ fx } = await ownerLookup(server(), 'lookup-filter-scan@example.com', OWNERS, ITEMS, ownerOf));
  });

  it('reads the first page, a deep page and a page ordered the other way', async () => {
    const first = await list('limit=25');
    expect(first.pageInfo.totalRows).toBe(matching.length);
    expect(first.list.map((r) => r.Id)).toEqual(matching.slice(0, 25));
    expect(first.list[0]!['Owner title']).toBe('alpha two');
    const deep = await list('limit=25&offset=5190');
    expect(deep.list.map((r) => r.Id)).toEqual(matching.slice(5190));
    const last = await list('limit=5&sort=-Id');
    expect(last.list.map((r) => r.Id)).toEqual(matching.slice(-5).reverse());
  });

  it('walks the table in key order on SQLite rather than sorting every match', async () => {
    if (server().dialect !== 'sqlite') return;
    const seen = await sqliteStatementsDuring(() => list('limit=25&offset=25'));
    const page = seen.find((s) => /\blimit\b/.test(s.sql))!;
    const plan = (await server().db.raw(
      `explain query plan ${page.sql}`,
      page.bindings as Knex.RawBinding[],
    )) as Array<{
      detail: string;
    }>;
    const steps = plan.map((step) => step.detail);
    expect(steps).toContainEqual(expect.stringMatching(/^SCAN /));
    expect(steps).not.toContainEqual(expect.stringMatching(/TEMP B-TREE FOR ORDER BY/));
  });
});
