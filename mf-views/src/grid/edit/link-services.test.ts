import type { ColumnMeta, TableMeta } from '@basalt/core';
import { fakeApi, ok } from '@basalt/ui/testing';
import { heldLinkServices, saveHeldLinks, type HeldLinks } from './link-services';

const orders: TableMeta = {
  id: 'md_o',
  title: 'Orders',
  table_name: 'orders',
  project_id: 'p_1',
  columns: [
    { id: 'o_id', title: 'Id', uidt: 'ID', column_name: 'id', pk: true },
    { id: 'o_title', title: 'Title', uidt: 'SingleLineText', column_name: 'title', pv: true },
  ],
};
const link: ColumnMeta = {
  id: 'c_orders',
  title: 'Orders',
  uidt: 'LinkToAnotherRecord',
  column_name: 'orders',
  colOptions: { type: 'hm', fk_related_model_id: 'md_o' },
};
const CUSTOMERS = '/api/v1/db/data/noco/p_1/md_c';

describe('links of a record not saved yet (spec §4)', () => {
  it('are held, offered from the related table, and sent through the nested routes once the record exists', async () => {
    const server = fakeApi({
      'GET /api/v1/db/meta/tables/md_o': ok(orders),
      'GET /api/v1/db/data/noco/p_1/md_o': ok({
        list: [
          { Id: 1, Title: 'Teapot' },
          { Id: 2, Title: 'Kettle' },
        ],
        pageInfo: { totalRows: 2 },
      }),
      [`POST ${CUSTOMERS}/7/hm/c_orders/1`]: ok({}),
      [`POST ${CUSTOMERS}/7/hm/c_orders/2`]: ok({}),
    });
    const held: HeldLinks = new Map();
    const heard = jest.fn();
    const links = heldLinkServices(server.api, held, heard);

    const page = await links.candidates(link, { search: 'Tea', offset: 0, limit: 25 });
    expect(page.list).toEqual([
      { id: '1', label: 'Teapot' },
      { id: '2', label: 'Kettle' },
    ]);
    expect(server.calls.find((c) => c.path.endsWith('/md_o') && c.path.includes('/data/'))?.query).toMatchObject({
      search: 'Tea',
    });

    await links.link(link, page.list[0]!);
    await links.link(link, page.list[1]!);
    await links.unlink(link, page.list[0]!);
    await links.link(link, page.list[0]!);
    expect(await links.linked(link)).toEqual([
      { id: '2', label: 'Kettle' },
      { id: '1', label: 'Teapot' },
    ]);
    // the new row's cell hears each change, to show the held records before the row is saved
    expect(heard).toHaveBeenCalledTimes(4);
    expect(heard).toHaveBeenLastCalledWith(link, [
      { id: '2', label: 'Kettle' },
      { id: '1', label: 'Teapot' },
    ]);
    // nothing reaches the server until the record is inserted
    expect(server.writes()).toEqual([]);

    await saveHeldLinks(server.api, CUSTOMERS, '7', held);
    expect(server.writes().map((w) => `${w.method} ${w.path}`)).toEqual([
      `POST ${CUSTOMERS}/7/hm/c_orders/2`,
      `POST ${CUSTOMERS}/7/hm/c_orders/1`,
    ]);
    expect(held.size).toBe(0);
  });
});
