import { screen, waitFor } from '@testing-library/react';
import { ok } from '@basalt/ui/testing';
import type { ViewColumnSetting } from '../grid/data/grid-columns';
import { FieldsMenu } from './FieldsMenu';
import { FIELDS, META, renderMenu } from './toolbar-fixture';

const SETTINGS: ViewColumnSetting[] = ['c_title', 'c_count', 'c_done', 'c_due'].map((id, i) => ({
  id: `nv_${i}`,
  fk_column_id: id,
  show: id !== 'c_due',
  order: i + 1,
  width: 200,
}));

function renderFields(canEditView = true) {
  const onChanged = jest.fn();
  const ui = (
    <FieldsMenu viewId="vw_1" columns={FIELDS} settings={SETTINGS} canEditView={canEditView} onChanged={onChanged} />
  );
  return renderMenu(ui, { [`PATCH ${META}/views/vw_1/columns/nv_1`]: ok({}) }).then((r) => ({ ...r, onChanged }));
}

describe('Fields menu', () => {
  it('counts the hidden fields on its button and lists the fields, not the system ones', async () => {
    const { user } = await renderFields();
    await user.click(screen.getByRole('button', { name: /Hidden fields: 1/ }));
    const switches = await screen.findAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Show Title',
      'Show Count',
      'Show Done',
      'Show Due',
    ]);
    expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'true', 'true', 'false']);
  });

  it('hides a field: PATCH of its view-column setting, then tells the page to read its settings again', async () => {
    const { user, server, onChanged } = await renderFields();
    await user.click(screen.getByRole('button', { name: /Hidden fields/ }));
    await user.click(await screen.findByRole('switch', { name: 'Show Count' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('settings'));
    expect(server.writes()).toEqual([
      { method: 'PATCH', path: `${META}/views/vw_1/columns/nv_1`, query: {}, json: { show: false } },
    ]);
  });

  it('never lets the display field be hidden, and the search box narrows the list', async () => {
    const { user } = await renderFields();
    await user.click(screen.getByRole('button', { name: /Hidden fields/ }));
    expect((await screen.findByRole('switch', { name: 'Show Title' })).hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('searchbox', { name: 'Search fields' }), 'do');
    expect(screen.getAllByRole('switch').map((s) => s.getAttribute('aria-label'))).toEqual(['Show Done']);
  });

  it('read only: shows what is hidden without switches', async () => {
    const { user } = await renderFields(false);
    await user.click(screen.getByRole('button', { name: /Hidden fields/ }));
    expect(await screen.findByText('Due')).toBeTruthy();
    expect(screen.queryAllByRole('switch')).toEqual([]);
    expect(screen.getAllByText('Hidden')).toHaveLength(1);
  });
});
