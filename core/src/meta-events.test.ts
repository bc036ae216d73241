import { announceMetaChange, onMetaChange, type MetaChange } from './meta-events.js';

describe('meta change events', () => {
  it('reach every listener until it stops listening', () => {
    const target = new EventTarget();
    const heard: MetaChange[] = [];
    const stop = onMetaChange((change) => heard.push(change), target);
    announceMetaChange({ tableId: 'md_1', what: 'view', viewId: 'vw_1' }, target);
    stop();
    announceMetaChange({ tableId: 'md_1', what: 'fields' }, target);
    expect(heard).toEqual([{ tableId: 'md_1', what: 'view', viewId: 'vw_1' }]);
  });
});
