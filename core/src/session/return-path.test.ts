import { RETURN_TO_PARAM, returnPathFrom, signInPathReturningTo } from './return-path.js';

describe('return path after signing in', () => {
  it('carries the page (path, query and hash) through the sign-in address and back', () => {
    const page = '/nc/p_1/table/My Orders?view=Grid#row-3';
    const signIn = signInPathReturningTo(page, '/signIn');
    expect(signIn.startsWith(`/signIn?${RETURN_TO_PARAM}=`)).toBe(true);
    expect(returnPathFrom(signIn.slice(signIn.indexOf('?')))).toBe(page);
  });

  it('needs no return address for the home page', () => {
    expect(signInPathReturningTo('/')).toBe('/signin');
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', '/a\nb'])(
    'refuses %j, which is not a page of this app',
    (target) => {
      expect(returnPathFrom(`?${RETURN_TO_PARAM}=${encodeURIComponent(target)}`)).toBeUndefined();
      expect(signInPathReturningTo(target)).toBe('/signin');
    },
  );

  it('answers nothing when the sign-in page was opened without one', () => {
    expect(returnPathFrom('')).toBeUndefined();
  });
});
