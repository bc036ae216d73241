import { matchRoute } from '../routes/match-route';
import { pageTitleKey } from './page-title';

describe('page titles', () => {
  it.each([
    ['/signin', 'auth.signin.action'],
    ['/signIn', 'auth.signin.action'],
    ['/signup/tok', 'auth.signup.action'],
    ['/forgot-password', 'auth.forgot.title'],
    ['/', 'shell.nav.projects'],
    ['/projects', 'shell.nav.projects'],
    ['/error/404', 'shell.notFound.title'],
    ['/nope/deeper', 'shell.notFound.title'],
  ])('%s is named by %s', (path, key) => {
    expect(pageTitleKey(matchRoute(path))).toBe(key);
  });

  it('leaves project pages to the workspace, which knows the project and table names', () => {
    expect(pageTitleKey(matchRoute('/nc/p_1/table/Orders'))).toBeUndefined();
    expect(pageTitleKey(matchRoute('/nc/p_1'))).toBeUndefined();
  });

  it('names other pages after Basalt alone', () => {
    expect(pageTitleKey(matchRoute('/nc/view/vw_1'))).toBeNull();
  });
});
