import { parseViewRoute } from './view-route';

describe('view routes', () => {
  it('reads project, table and view from the path', () => {
    expect(parseViewRoute('/nc/p_1/table/My%20Orders')).toEqual({
      projectId: 'p_1',
      tableTitle: 'My Orders',
      viewTitle: undefined,
    });
    expect(parseViewRoute('/nc/p_1/view/T/Grid')).toEqual({ projectId: 'p_1', tableTitle: 'T', viewTitle: 'Grid' });
    expect(parseViewRoute('/nc/p_1')).toBeUndefined();
    expect(parseViewRoute('/base/base/sb_1/table/T')).toEqual({ sharedBaseId: 'sb_1', tableTitle: 'T' });
    expect(parseViewRoute('/nc/base/sb_1/view/T/Grid')).toEqual({
      sharedBaseId: 'sb_1',
      tableTitle: 'T',
      viewTitle: 'Grid',
    });
    expect(parseViewRoute('/nc/base/sb_1')).toBeUndefined();
  });
});
