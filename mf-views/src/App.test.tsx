import { I18nextProvider } from 'react-i18next';
import { CELLS } from '@basalt/ui';
import type { ColumnMeta } from '@basalt/core';
import { mountRemote } from '@basalt/ui/testing';
import { App } from './App';

const done: ColumnMeta = { id: 'cl_1', title: 'Done', column_name: 'done', uidt: 'Checkbox' };

describe('mf-views App', () => {
  it("hands the shell's i18next to the cells, so their texts are words, not keys", async () => {
    await mountRemote(App, I18nextProvider, { at: '/nc/p_1/table/Things' });
    expect(CELLS.Checkbox.toText(true, done)).toBe('Checked');
  });
});
