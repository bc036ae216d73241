import type { ApiClient } from '@basalt/core';
import { createReadAhead, tableOfPath } from './read-ahead';

const META = '/api/v1/db/meta';

/** An API client answering GETs from `answers` by path, listing the paths asked for. */
function fakeApi(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const api = {
    get: (path: string) => {
      asked.push(path);
      const answer = answers[path];
      return {
        json: () => (answer === undefined ? Promise.reject(new Error(`404 ${path}`)) : Promise.resolve(answer)),
      };
    },
  } as unknown as ApiClient;
  return { api, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const TABLES = { list: [{ id: 'md_1', title: 'Big table' }] };
const META_1 = {
  id: 'md_1',
  title: 'Big table',
  views: [
    { id: 'vw_2', title: 'Other' },
    { id: 'vw_1', title: 'Big table', is_default: true },
  ],
};
const ANSWERS = {
  [`${META}/projects/p_1/tables`]: TABLES,
  [`${META}/tables/md_1`]: META_1,
  [`${META}/views/vw_1/columns`]: { list: [] },
  [`${META}/views/vw_2/columns`]: { list: [] },
  '/api/v1/db/data/noco/p_1/md_1/views/vw_1?limit=100&offset=0': { list: [{ Id: 1 }] },
  '/api/v1/db/data/noco/p_1/md_1/views/vw_2?limit=100&offset=0': { list: [{ Id: 2 }] },
};

describe('the shell reads a table page ahead', () => {
  it('finds the table and view of an address', () => {
    expect(tableOfPath('/nc/p_1/table/Big%20table')).toEqual({ projectId: 'p_1', tableTitle: 'Big table' });
    expect(tableOfPath('/nc/p_1/view/Big%20table/Other')).toEqual({
      projectId: 'p_1',
      tableTitle: 'Big table',
      viewTitle: 'Other',
    });
    expect(tableOfPath('/nc/p_1')).toBeUndefined();
    expect(tableOfPath('/projects')).toBeUndefined();
    expect(tableOfPath('/nc/p_1/table/%E0%A4%A')).toBeUndefined();
  });

  it("asks for the tables, the table's fields, then its default view's columns and first rows", async () => {
    const { api, asked } = fakeApi(ANSWERS);
    const ahead = createReadAhead();
    ahead.readTableAhead(api, '/nc/p_1/table/Big%20table');
    await settle();
    expect(asked).toEqual([
      `${META}/projects/p_1/tables`,
      `${META}/tables/md_1`,
      `${META}/views/vw_1/columns`,
      '/api/v1/db/data/noco/p_1/md_1/views/vw_1?limit=100&offset=0',
    ]);
    expect(await ahead.take(`${META}/tables/md_1`)).toEqual(META_1);
    expect(await ahead.take('/api/v1/db/data/noco/p_1/md_1/views/vw_1?limit=100&offset=0')).toEqual({
      list: [{ Id: 1 }],
    });
    // each answer is taken once: a later reading asks the server
    expect(ahead.take(`${META}/tables/md_1`)).toBeUndefined();
  });

  it('reads the view the address names', async () => {
    const { api, asked } = fakeApi(ANSWERS);
    createReadAhead().readTableAhead(api, '/nc/p_1/view/Big%20table/Other');
    await settle();
    expect(asked.at(-1)).toBe('/api/v1/db/data/noco/p_1/md_1/views/vw_2?limit=100&offset=0');
  });

  it('reads nothing more for a table the project lacks, and nothing for other pages', async () => {
    const { api, asked } = fakeApi(ANSWERS);
    const ahead = createReadAhead();
    ahead.readTableAhead(api, '/nc/p_1/table/Gone');
    ahead.readTableAhead(api, '/projects');
    await settle();
    expect(asked).toEqual([`${META}/projects/p_1/tables`]);
  });

  it("takes what the page's inline script read instead of asking again, and asks for what failed there", async () => {
    const { api, asked } = fakeApi(ANSWERS);
    const early: Record<string, Promise<unknown>> = {
      [`${META}/projects/p_1/tables`]: Promise.resolve(TABLES),
      [`${META}/tables/md_1`]: Promise.reject(new Error('401')),
      '/api/v1/db/data/noco/p_1/md_1/views/vw_1?limit=100&offset=0': Promise.resolve({ list: [{ Id: 'early' }] }),
    };
    const ahead = createReadAhead();
    ahead.readTableAhead(api, '/nc/p_1/table/Big%20table', (path) => early[path]);
    await settle();
    expect(asked).toEqual([`${META}/tables/md_1`, `${META}/views/vw_1/columns`]);
    expect(await ahead.take('/api/v1/db/data/noco/p_1/md_1/views/vw_1?limit=100&offset=0')).toEqual({
      list: [{ Id: 'early' }],
    });
  });

  it('forgets an answer nobody took within 10 s', async () => {
    const { api } = fakeApi(ANSWERS);
    let clock = 0;
    const ahead = createReadAhead(() => clock);
    ahead.readTableAhead(api, '/nc/p_1/table/Big%20table');
    await settle();
    clock = 10_001;
    expect(ahead.take(`${META}/projects/p_1/tables`)).toBeUndefined();
  });

  it('keeps a failed read from being reported as unhandled', async () => {
    const { api } = fakeApi({});
    const ahead = createReadAhead();
    ahead.readTableAhead(api, '/nc/p_9/table/T');
    await settle();
    await expect(ahead.take(`${META}/projects/p_9/tables`)).rejects.toThrow('404');
  });
});
