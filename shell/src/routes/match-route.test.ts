import { matchPath } from 'react-router-dom';
import { matchRoute } from './match-route';
import { ROUTES } from './route-table';

const remotesOf = (path: string) => matchRoute(path)?.route.mounts.map((m) => `${m.remote}@${m.slot}`);

describe('route table', () => {
  it.each([
    ['/signin', ['mf-auth@main'], 'general'],
    ['/signIn', ['mf-auth@main'], 'general'],
    ['/signup', ['mf-auth@main'], 'general'],
    ['/signup/tok123', ['mf-auth@main'], 'general'],
    ['/forgot-password', ['mf-auth@main'], 'general'],
    ['/projects', ['mf-workspace@main'], 'base'],
    ['/', ['mf-workspace@main'], 'base'],
    ['/p_abc123', ['mf-workspace@main'], 'base'],
    ['/nc/p_abc123', ['mf-workspace@sidebar'], 'base'],
    ['/nc/p_abc123/auth', ['mf-workspace@sidebar'], 'base'],
    ['/nc/p_abc123/import/csv', ['mf-workspace@sidebar', 'mf-import@main'], 'base'],
    ['/nc/p_abc123/table/Customers', ['mf-workspace@sidebar', 'mf-views@main'], 'base'],
    ['/nc/p_abc123/view/Customers/Grid', ['mf-workspace@sidebar', 'mf-views@main'], 'base'],
    ['/nc/view/vw_1', ['mf-shared@main'], 'shared-view'],
    ['/nc/form/vw_1', ['mf-shared@main'], 'shared-view'],
    ['/nc/form/vw_1/survey', ['mf-shared@main'], 'shared-view'],
    ['/nc/gallery/vw_1', ['mf-shared@main'], 'shared-view'],
    ['/base/base/sb_1', ['mf-workspace@sidebar', 'mf-views@main'], 'base'],
    ['/error/404', [], 'default'],
  ])('%s -> %j in the %s layout', (path, remotes, layout) => {
    expect(remotesOf(path)).toEqual(remotes);
    expect(matchRoute(path)?.route.layout).toBe(layout);
  });

  it.each(['/nope', '/nope/deeper', '/foo/bar', '/signin/extra', '/nc'])('%s matches nothing', (path) => {
    expect(matchRoute(path)).toBeUndefined();
  });

  it('keeps public shared views and forms free of the base layout', () => {
    expect(matchRoute('/nc/view/vw_1')?.route.public).toBe(true);
    expect(matchRoute('/nc/form/vw_1')?.route.layout).not.toBe('base');
  });

  it('restricts /apps to super', () => {
    expect(matchRoute('/apps')?.route.roles).toEqual(['super']);
  });

  it('reads parameters: one segment, an absent optional one, the splat, trailing slashes', () => {
    expect(matchRoute('/nc/p_1/table/Customers')?.params).toEqual({
      projectType: 'nc',
      projectId: 'p_1',
      type: 'table',
      title: 'Customers',
      viewTitle: undefined,
    });
    expect(matchRoute('/signup/')?.params).toEqual({ token: undefined });
    expect(matchRoute('/projects/')?.params).toEqual({ '*': '' });
    expect(matchRoute('/nc/form/vw_1/a/b')?.params).toEqual({ viewId: 'vw_1', '*': 'a/b' });
    expect(matchRoute('/SIGNIN')).toBeUndefined();
  });

  // The shell matches routes itself (react-router is not shipped with it); it must agree with react-router,
  // whose patterns the route table is written in and whose matching the remotes' own routers do.
  it.each([
    '/',
    '//',
    '/signin/',
    '/signup/abc/',
    '/projects/x/y',
    '/nc/p_1/view/T/Grid/',
    '/nc/p_1/table/a%2Fb',
    '/nc/p_1/table/T/V/extra',
    '/base/base/sb_1/x',
    '/user/password',
    '/Apps',
    '/p.1',
    '/nc/form/vw_1/',
  ])('matches %s as react-router does', (path) => {
    for (const route of ROUTES) {
      const expected = matchPath({ path: route.path, caseSensitive: true, end: true }, path)?.params;
      const actual = matchRoute(path, [{ ...route, accept: undefined }])?.params;
      expect([route.path, actual]).toEqual([route.path, expected ? { ...expected } : undefined]);
    }
  });
});
