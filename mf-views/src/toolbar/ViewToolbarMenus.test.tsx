import { screen } from '@testing-library/react';
import { ok } from '@basalt/ui/testing';
import { ViewToolbarMenus } from './ViewToolbarMenus';
import { FIELDS, META, renderMenu } from './toolbar-fixture';

describe('ViewToolbarMenus', () => {
  it('draws the Fields, Sort, Filter and Group buttons, labelled with what the view has set', async () => {
    await renderMenu(
      <ViewToolbarMenus viewId="vw_1" columns={FIELDS} settings={undefined} canEditView onChanged={jest.fn()} />,
      {
        [`GET ${META}/views/vw_1/sorts`]: ok({ list: [{ id: 'so_1', fk_column_id: 'c_count', direction: 'asc' }] }),
        [`GET ${META}/views/vw_1/filters`]: ok({ list: [] }),
      },
    );
    expect(await screen.findByRole('button', { name: 'Sorted by 1' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Fields',
      'Sorted by 1',
      'Filter',
      'Group',
    ]);
  });
});
