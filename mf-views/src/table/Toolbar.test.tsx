import { screen, within } from '@testing-library/react';
import { ok } from '@basalt/ui/testing';
import { openGrid } from '../grid/testing/open-grid';
import { FIELDS, META, renderMenu } from '../toolbar/toolbar-fixture';
import { ToolbarMenusLoader } from './ToolbarMenusLoader';

/** The table page up to its first rows, and its toolbar as then drawn. */
async function firstRows() {
  const opened = await openGrid(5);
  return { ...opened, toolbar: document.querySelector<HTMLElement>('.view-toolbar')! };
}

/** antd's styles for a component, generated into the page's head on its first use. */
const antdStylesFor = (component: string) =>
  [...document.head.querySelectorAll('style')].some((style) => style.textContent?.includes(`.ant-${component}`));

describe('table toolbar', () => {
  // the toolbar is on the path to the grid's first rows in a fresh tab: antd's Typography and Tag there cost their
  // style generation and antd's shared parts file before the rows (docs/PERFORMANCE.md)
  it('draws no antd Typography or Tag, nor any antd component, and generates no styles for them up to the first rows', async () => {
    const { toolbar } = await firstRows();
    expect(toolbar.querySelectorAll('.ant-typography, .ant-tag')).toHaveLength(0);
    expect(toolbar.querySelectorAll('[class^="ant-"], [class*=" ant-"]')).toHaveLength(0);
    expect(antdStylesFor('typography')).toBe(false);
    expect(antdStylesFor('tag')).toBe(false);
  });

  it('names each button by its words, kept for a narrow toolbar that shows the icons alone, and tooltips them', async () => {
    const { toolbar } = await firstRows();
    const named = within(toolbar)
      .getAllByRole('button')
      .map((button) => ({
        name: button.getAttribute('aria-label') ?? button.querySelector('.toolbar-label')?.textContent,
        tooltip: button.dataset.tooltip ?? button.getAttribute('aria-label'),
      }));
    expect(named).toEqual(
      ['Fields', 'Sort', 'Filter', 'Group', 'Row height', 'Share'].map((name) => ({ name, tooltip: name })),
    );
    for (const { name } of named) expect(within(toolbar).getByRole('button', { name: name! })).toBeTruthy();
  });

  it('gives the whole title on hover, as a narrow toolbar may cut it', async () => {
    const { toolbar } = await firstRows();
    expect(toolbar.querySelector('.view-toolbar-title')!.getAttribute('title')).toBe('Tasks');
  });

  it('marks the buttons whose menus have something set, which their icons alone would not say', async () => {
    const settings = FIELDS.map((f, i) => ({
      id: `nv_${i}`,
      fk_column_id: f.id,
      show: f.id !== 'c_due',
      order: i,
      width: null,
    }));
    await renderMenu(
      <ToolbarMenusLoader
        viewId="vw_1"
        columns={FIELDS}
        settings={settings}
        canEditView
        onChanged={jest.fn()}
        groupedBy="Done"
      />,
      {
        [`GET ${META}/views/vw_1/sorts`]: ok({ list: [{ id: 'so_1', fk_column_id: 'c_count', direction: 'asc' }] }),
        [`GET ${META}/views/vw_1/filters`]: ok({ list: [] }),
      },
    );
    await screen.findByRole('button', { name: 'Sorted by 1' });
    const active = screen
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('data-active'))
      .map((button) => button.dataset.tooltip);
    expect(active).toEqual(['Hidden fields: 1', 'Sorted by 1', 'Grouped by Done']);
  });
});
