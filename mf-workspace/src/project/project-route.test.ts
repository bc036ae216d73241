import { parseProjectRoute, tabForRoute } from './project-route';

describe('project routes', () => {
  it.each([
    ['/nc/p_1', '/nc/p_1', { projectId: 'p_1' }, { kind: 'root' }],
    ['/nc/p_1/auth', '/nc/p_1', { projectId: 'p_1' }, { kind: 'auth' }],
    ['/nc/p_1/import/excel', '/nc/p_1', { projectId: 'p_1' }, { kind: 'import' }],
    [
      '/nc/p_1/table/My%20Orders',
      '/nc/p_1',
      { projectId: 'p_1' },
      { kind: 'table', title: 'My Orders', viewTitle: undefined },
    ],
    ['/nc/p_1/view/T/Grid%201', '/nc/p_1', { projectId: 'p_1' }, { kind: 'view', title: 'T', viewTitle: 'Grid 1' }],
    [
      '/base/base/sb_1/table/T',
      '/base/base/sb_1',
      { sharedBaseId: 'sb_1' },
      { kind: 'table', title: 'T', viewTitle: undefined },
    ],
  ])('%s', (path, base, target, child) => {
    expect(parseProjectRoute(path)).toEqual({ base, target, child });
  });

  it('finds the tab of a table path by title', () => {
    const route = parseProjectRoute('/nc/p_1/table/Orders')!;
    expect(tabForRoute(route, [{ id: 'md_9', title: 'Orders' }], 'Auth')).toEqual({
      id: 'md_9',
      title: 'Orders',
      type: 'table',
      viewTitle: undefined,
    });
    expect(tabForRoute(parseProjectRoute('/nc/p_1/auth')!, [], 'Team')).toEqual({
      id: 'auth',
      title: 'Team',
      type: 'auth',
    });
  });
});
