import { act, screen, waitFor } from '@testing-library/react';
import { cellsInEnglish, columnOf, displayText, openEditor } from '../../testing';
import type { LinkServices } from '../contract';
import { registerTableMeta } from '../lookup/known-tables';
import { linkRecordsOf, linkValueOf } from './link-values';
import { CELLS } from '../registry';

beforeAll(cellsInEnglish);

const hm = {
  ...columnOf('LinkToAnotherRecord', { title: 'Orders' }),
  colOptions: { type: 'hm', fk_related_model_id: 't_orders' },
};
const bt = {
  ...columnOf('LinkToAnotherRecord', { title: 'Customer' }),
  colOptions: { type: 'bt', fk_related_model_id: 't_c' },
};

/** A fake of the nested routes: linked records, candidates to search, link/unlink recorded. */
function fakeLinks(linked: Array<{ id: string; label: string }>, candidates: Array<{ id: string; label: string }>) {
  const calls: string[] = [];
  const links: LinkServices = {
    linked: async () => linked,
    candidates: async (_c, { search }) => ({
      list: candidates.filter((r) => r.label.includes(search)),
      total: undefined,
    }),
    link: async (_c, r) => void calls.push(`link ${r.id}`),
    unlink: async (_c, r) => void calls.push(`unlink ${r.id}`),
  };
  return { links, calls };
}

describe('link cell', () => {
  it('shows linked records as chips of their display values (bt: one)', () => {
    expect(
      displayText(
        CELLS.LinkToAnotherRecord,
        [
          { Id: 1, Title: 'o1' },
          { Id: 2, Title: 'o2' },
        ],
        hm,
      ),
    ).toBe('o1o2');
    expect(
      CELLS.LinkToAnotherRecord.toText(
        [
          { Id: 1, Title: 'o1' },
          { Id: 2, Title: 'o2' },
        ],
        hm,
      ),
    ).toBe('o1, o2');
    expect(CELLS.LinkToAnotherRecord.toText({ Id: 1, Name: 'Ann' }, bt)).toBe('Ann');
    expect(CELLS.LinkToAnotherRecord.toText(null, bt)).toBe('');
  });

  it('reads the display value by the related table meta when known', () => {
    act(() =>
      registerTableMeta({
        id: 't_c',
        columns: [
          { ...columnOf('ID', { title: 'Name' }), id: 'k', pk: true },
          { ...columnOf('SingleLineText', { title: 'Code' }), id: 'pv', pv: true },
        ],
      }),
    );
    expect(CELLS.LinkToAnotherRecord.toText({ Name: 7, Code: 'C-7' }, bt)).toBe('C-7');
  });

  it('turns picked records back into the value the cell reads (many for hm, one for bt)', () => {
    const picked = [
      { id: '1', label: 'Teapot' },
      { id: '2', label: 'Kettle' },
    ];
    expect(CELLS.LinkToAnotherRecord.toText(linkValueOf(picked, hm), hm)).toBe('Teapot, Kettle');
    expect(linkRecordsOf(linkValueOf(picked, hm), hm)).toEqual(picked);
    act(() =>
      registerTableMeta({
        id: 't_c',
        columns: [
          { ...columnOf('ID', { title: 'Name' }), id: 'k', pk: true },
          { ...columnOf('SingleLineText', { title: 'Code' }), id: 'pv', pv: true },
        ],
      }),
    );
    expect(linkValueOf(picked, bt)).toEqual({ Name: '1', Code: 'Teapot' });
    expect(linkValueOf([], bt)).toBeNull();
  });

  it('picker: unlinks a chip, searches and links a candidate with the keyboard', async () => {
    const { links, calls } = fakeLinks(
      [{ id: '1', label: 'o1' }],
      [
        { id: '2', label: 'o2' },
        { id: '3', label: 'x3' },
      ],
    );
    const { user } = await openEditor(CELLS.LinkToAnotherRecord, [{ Id: 1, Title: 'o1' }], hm, { services: { links } });
    const search = await screen.findByRole('combobox', { name: 'Search records' }, { timeout: 5000 });
    expect(screen.getByRole('list', { name: 'Linked records' }).textContent).toContain('o1');
    await screen.findByRole('option', { name: 'o2' });
    await user.type(search, 'x');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'o2' })).toBeNull());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls).toEqual(['link 3']));
    expect(screen.getByRole('list', { name: 'Linked records' }).textContent).toContain('x3');
    // the linked record stays listed, checked; picking it again says it is already in the list
    const x3 = screen.getByRole('option', { name: 'x3' });
    expect(x3.getAttribute('aria-checked')).toBe('true');
    await user.click(x3);
    expect((await screen.findByRole('status')).textContent).toBe('x3 is already in the list');
    expect(calls).toEqual(['link 3']);
    await user.click(screen.getByRole('button', { name: 'Unlink o1' }));
    await waitFor(() => expect(calls).toEqual(['link 3', 'unlink 1']));
  });

  it('picker: says a record already linked is in the list instead of linking it again', async () => {
    const { links, calls } = fakeLinks([{ id: '2', label: 'o2' }], [{ id: '2', label: 'o2' }]);
    const { user } = await openEditor(CELLS.LinkToAnotherRecord, [], hm, { services: { links } });
    await user.click(await screen.findByRole('option', { name: 'o2' }, { timeout: 5000 }));
    expect((await screen.findByRole('status')).textContent).toBe('o2 is already in the list');
    expect(calls).toEqual([]);
  });

  it('picker: a record not saved yet asks to save it first; Esc closes', async () => {
    const { user, onCancel } = await openEditor(CELLS.LinkToAnotherRecord, [], hm);
    expect(await screen.findByText('Save the record before linking records', {}, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
