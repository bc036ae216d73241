import { closeTab, openTab, syncTabs, tabPath, type Tab } from './tab-rules';

const a: Tab = { id: 'md_a', title: 'Alpha', type: 'table' };
const b: Tab = { id: 'md_b', title: 'Beta', type: 'table' };
const c: Tab = { id: 'md_c', title: 'Gamma Ray', type: 'table' };
const auth: Tab = { id: 'auth', title: 'Team & auth', type: 'auth' };

describe('tabs', () => {
  it('closing the active tab goes to the previous one', () => {
    expect(closeTab([a, b, c], 'md_b', 'md_b')).toEqual({ tabs: [a, c], goTo: a });
  });

  it('closing the first active tab goes to the next one', () => {
    expect(closeTab([a, b, c], 'md_a', 'md_a')).toEqual({ tabs: [b, c], goTo: b });
  });

  it('closing the last tab goes to the project root', () => {
    expect(closeTab([a], 'md_a', 'md_a')).toEqual({ tabs: [], goTo: 'root' });
  });

  it('closing an inactive tab stays put', () => {
    expect(closeTab([a, b, c], 'md_c', 'md_a')).toEqual({ tabs: [a, b], goTo: undefined });
  });

  it('opens a tab once', () => {
    expect(openTab(openTab([a], b), b)).toEqual([a, b]);
  });

  it('builds each tab path', () => {
    expect(tabPath('/nc/p_1', c)).toBe('/nc/p_1/table/Gamma%20Ray');
    expect(tabPath('/nc/p_1', { ...a, viewTitle: 'My grid' })).toBe('/nc/p_1/table/Alpha/My%20grid');
    expect(tabPath('/nc/p_1', auth)).toBe('/nc/p_1/auth');
  });

  it('follows renames and deletions', () => {
    expect(syncTabs([a, b, auth], [{ id: 'md_a', title: 'Renamed' }])).toEqual([{ ...a, title: 'Renamed' }, auth]);
  });
});
