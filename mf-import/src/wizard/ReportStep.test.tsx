import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { rendererFor } from '@basalt/ui/testing';
import type { ImportReport } from '@basalt/core';
import { ReportStep } from './ReportStep';

const renderInShell = rendererFor({ I18nextProvider });

const report = (overrides: Partial<ImportReport>): ImportReport => ({
  table: { id: 't_1', title: 'orders' },
  rowsRead: 0,
  rowsWritten: 0,
  rowsSkipped: 0,
  failures: [],
  parseErrors: [],
  outcome: 'complete',
  ...overrides,
});

describe('the report step', () => {
  it('does not call an import that skipped rows a plain success', async () => {
    const failures = [
      { row: 4, field: 'Qty', value: 'x', reason: '"x" is not a valid Number' },
      { row: 9, field: 'Qty', value: 'y', reason: '"y" is not a valid Number' },
    ];
    await renderInShell(
      <ReportStep
        reports={[report({ rowsRead: 1200, rowsWritten: 1198, rowsSkipped: 2, failures })]}
        onOpenTable={jest.fn()}
        onAgain={jest.fn()}
      />,
    );
    expect(screen.getByText('Import complete, with rows skipped: 2')).toBeTruthy();
    expect(screen.queryByText('Import complete')).toBeNull();
    expect(document.querySelector('.ant-result-warning')).not.toBeNull();
    expect(screen.getByTestId('import-rows-written').textContent).toBe('1,198');
    expect(screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'))).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Download report' }).hasAttribute('disabled')).toBe(false);
  });

  it('is a success when every row was written, and groups the digits of a cancelled count', async () => {
    const { unmount } = await renderInShell(
      <ReportStep reports={[report({ rowsRead: 3, rowsWritten: 3 })]} onOpenTable={jest.fn()} onAgain={jest.fn()} />,
    );
    expect(screen.getByText('Import complete')).toBeTruthy();
    expect(document.querySelector('.ant-result-success')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Download report' })).toBeNull();
    unmount();

    await renderInShell(
      <ReportStep
        reports={[report({ rowsRead: 25000, rowsWritten: 25000, outcome: 'cancelled' })]}
        onOpenTable={jest.fn()}
        onAgain={jest.fn()}
      />,
    );
    expect(screen.getByText('Import cancelled. Rows committed before cancelling, and kept: 25,000')).toBeTruthy();
  });
});
