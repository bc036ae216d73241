import { matchPublicPath } from './public-path';

describe('matchPublicPath', () => {
  it.each(['view', 'gallery', 'kanban'])('reads the share id of a shared %s', (kind) => {
    expect(matchPublicPath(`/nc/${kind}/abc`)).toEqual({ viewId: 'abc', survey: false });
    expect(matchPublicPath(`/base/${kind}/abc/`)).toEqual({ viewId: 'abc', survey: false });
  });

  it('reads a form and its survey layout', () => {
    expect(matchPublicPath('/nc/form/f1')).toEqual({ viewId: 'f1', survey: false });
    expect(matchPublicPath('/nc/form/f1/')).toEqual({ viewId: 'f1', survey: false });
    expect(matchPublicPath('/nc/form/f1/survey')).toEqual({ viewId: 'f1', survey: true });
    expect(matchPublicPath('/nc/form/f1/survey/')).toEqual({ viewId: 'f1', survey: true });
    expect(matchPublicPath('/nc/form/f1/other')).toEqual({ viewId: 'f1', survey: false });
  });

  it('decodes the share id', () => {
    expect(matchPublicPath('/nc/form/a%20b')).toEqual({ viewId: 'a b', survey: false });
  });

  it('leads nowhere without a share id, with a view kind it does not know, or with extra segments on a view', () => {
    for (const path of ['', '/', '/nc/view', '/nc/view/', '/nc/nothing/xyz', '/nc/view/abc/more', 'nc/view/abc']) {
      expect(matchPublicPath(path)).toEqual({ survey: false });
    }
  });

  it('leads nowhere for a malformed escape instead of throwing', () => {
    expect(matchPublicPath('/nc/view/%E0%A4%A')).toEqual({ survey: false });
  });
});
