import { screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { rendererFor } from '@basalt/ui/testing';
import type { ConvertColumn, ImportValue } from '@basalt/core';
import { PreviewTable } from './PreviewTable';

const renderInShell = rendererFor({ I18nextProvider });

const COLUMNS: ConvertColumn[] = [
  { sourceIndex: 0, title: 'Price', uidt: 'Currency' },
  { sourceIndex: 1, title: 'Due', uidt: 'Date', meta: { date_format: 'DD/MM/YYYY' } },
  { sourceIndex: 2, title: 'Active', uidt: 'Checkbox' },
  { sourceIndex: 3, title: 'Colour', uidt: 'SingleSelect', dtxp: "'Red','Green'" },
  { sourceIndex: 4, title: 'Qty', uidt: 'Number' },
];

const bodyRows = () =>
  within(screen.getByRole('region', { name: /Preview/ }))
    .getAllByRole('row')
    .slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the template preview', () => {
  it('shows each value as it will be stored, not as the file writes it', async () => {
    const rows: ImportValue[][] = [
      ['$1,200.50', '05/03/2024', 'yes', 'red', '7'],
      ['$3', '31/12/2023', 'no', 'GREEN', ' '],
    ];
    await renderInShell(<PreviewTable columns={COLUMNS} rows={rows} />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Price', 'Due', 'Active', 'Colour', 'Qty']);
    expect(bodyRows().map(cellTexts)).toEqual([
      ['1200.5', '2024-03-05', '☑', 'Red', '7'],
      ['3', '2023-12-31', '☐', 'Green', ''],
    ]);
  });

  it('marks a value that will not convert, with the reason the import will give', async () => {
    await renderInShell(<PreviewTable columns={COLUMNS} rows={[['$5', '05/03/2024', 'maybe', 'Blue', 'seven']]} />);
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe('5');
    for (const [index, reason] of [
      [2, '"maybe" is not a checkbox value'],
      [3, '"Blue" is not one of the options'],
      [4, '"seven" is not a valid Number'],
    ] as const) {
      const cell = cells[index]!;
      expect(cell.className).toBe('import-preview-refused');
      expect(cell.getAttribute('title')).toBe(reason);
      expect(cell.querySelector('s')?.textContent).toBe(reason.split('"')[1]);
      expect(cell.textContent).toContain(`Will not be stored: ${reason}`);
    }
  });

  it('says so when the file has no data rows', async () => {
    await renderInShell(<PreviewTable columns={COLUMNS} rows={[]} />);
    expect(screen.getByText('The file has no data rows.').tagName).toBe('P');
    expect(screen.queryByRole('region', { name: /Preview/ })).toBeNull();
  });
});
