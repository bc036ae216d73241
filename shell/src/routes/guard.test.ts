import { guardRoute } from './guard';
import { matchRoute } from './match-route';

const at = (path: string, rest: Partial<Parameters<typeof guardRoute>[0]> = {}) =>
  guardRoute({ match: matchRoute(path), signedIn: false, firstUser: false, roles: [], ...rest });

describe('route guard', () => {
  it('sends a visitor to sign-up while no user exists, else to sign-in', () => {
    expect(at('/', { firstUser: true })).toEqual({ to: '/signup' });
    expect(at('/projects', { firstUser: false })).toEqual({ to: '/signin' });
  });

  it('sends a visitor to sign-in with the page asked for, to return there afterwards', () => {
    expect(at('/nc/p_1/table/Orders', { requested: '/nc/p_1/table/Orders' })).toEqual({
      to: '/signin?returnTo=%2Fnc%2Fp_1%2Ftable%2FOrders',
    });
    expect(at('/', { requested: '/' })).toEqual({ to: '/signin' });
  });

  it('lets visitors reach public pages, shared bases and the not-found page', () => {
    expect(at('/signin')).toBeUndefined();
    expect(at('/nc/view/vw_1')).toBeUndefined();
    expect(at('/base/base/sb_1')).toBeUndefined();
    expect(at('/nope')).toBeUndefined();
  });

  it('sends a signed-in user away from sign-in pages, back where they came from', () => {
    expect(at('/signin', { signedIn: true, previousPath: '/projects' })).toEqual({ to: '/projects' });
    expect(at('/signup', { signedIn: true })).toEqual({ to: '/' });
  });

  it('refuses a page whose roles the user lacks, with the spec message', () => {
    expect(at('/apps', { signedIn: true, roles: ['user'] })).toEqual({
      to: '/',
      messageKey: 'shell.guard.pagePermission',
    });
    expect(at('/apps', { signedIn: true, roles: ['super'] })).toBeUndefined();
  });
});
