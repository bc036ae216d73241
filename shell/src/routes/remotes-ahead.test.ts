import { remotesToLoadAhead } from './remotes-ahead';

describe('remotes loaded before the router starts', () => {
  it("are the remotes a signed-in user's address mounts", () => {
    expect(remotesToLoadAhead('/projects', true)).toEqual(['mf-workspace']);
    expect(remotesToLoadAhead('/nc/p_1', true)).toEqual(['mf-workspace']);
  });

  it("leave out a table's sidebar, which loads after the table's first rows", () => {
    expect(remotesToLoadAhead('/nc/p_1/table/T', true)).toEqual(['mf-views']);
  });

  it('are none for a signed-out visitor on a page that needs a session, but a public page still loads', () => {
    expect(remotesToLoadAhead('/nc/p_1/table/T', false)).toEqual([]);
    expect(remotesToLoadAhead('/signin', false)).toEqual(['mf-auth']);
  });

  it('are none for a page kept to some roles, or an unknown one', () => {
    expect(remotesToLoadAhead('/apps', true)).toEqual([]);
    expect(remotesToLoadAhead('/error/404', true)).toEqual([]);
  });
});
