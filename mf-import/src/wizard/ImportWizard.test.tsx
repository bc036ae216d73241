import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import type { ImportReport } from '@basalt/core';
import * as engine from '../engine';
import { ShellProvider } from '../shell-context';
import { ImportWizard } from './ImportWizard';

jest.mock('../engine', () => {
  const actual = jest.requireActual('../engine/source-error');
  return {
    ImportSourceError: actual.ImportSourceError,
    readPreview: jest.fn(),
    runImport: jest.fn(),
    countUnconvertible: jest.fn(),
  };
});

const readPreview = engine.readPreview as jest.MockedFunction<typeof engine.readPreview>;
const runImport = engine.runImport as jest.MockedFunction<typeof engine.runImport>;
const countUnconvertible = engine.countUnconvertible as jest.MockedFunction<typeof engine.countUnconvertible>;

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

const PEOPLE = [
  ['Name', 'Email', 'Age'],
  ['Ada', 'ada@example.com', '36'],
  ['Linus', 'linus@example.com', '54'],
];

function tablesServer() {
  return fakeApi({
    'GET /api/v1/db/meta/projects/p_1/tables': ok({ list: [{ id: 't_1', title: 'people', table_name: 'people' }] }),
    'GET /api/v1/db/meta/tables/t_1': ok({
      id: 't_1',
      title: 'people',
      table_name: 'people',
      columns: [
        { id: 'c_0', title: 'Id', column_name: 'id', uidt: 'ID', pk: true, ai: true },
        { id: 'c_1', title: 'Name', column_name: 'name', uidt: 'SingleLineText' },
        { id: 'c_2', title: 'Email', column_name: 'email', uidt: 'Email' },
        { id: 'c_3', title: 'Years', column_name: 'years', uidt: 'Number' },
      ],
    }),
  });
}

async function openWizard(kind: 'csv' | 'excel' | 'json' = 'csv') {
  const onOpenTable = jest.fn();
  const onClose = jest.fn();
  const rendered = await renderInShell(
    <ImportWizard projectId="p_1" kind={kind} onOpenTable={onOpenTable} onClose={onClose} />,
    { server: tablesServer() },
  );
  return { ...rendered, onOpenTable, onClose };
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const chooseFile = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const csvFile = () => new File(['Name,Email,Age\n'], 'people.csv', { type: 'text/csv' });

async function choose(user: Awaited<ReturnType<typeof openWizard>>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const item = [...document.querySelectorAll('.ant-select-item-option')]
    .filter((el) => !el.closest('.ant-select-dropdown-hidden'))
    .find((el) => el.textContent === option);
  if (!item) throw new Error(`no option ${option} in ${label}`);
  await user.click(item);
}

const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  table: { id: 't_9', title: 'people_1' },
  rowsRead: 2,
  rowsWritten: 2,
  rowsSkipped: 0,
  failures: [],
  parseErrors: [],
  outcome: 'complete',
  ...overrides,
});

beforeEach(() => {
  jest.clearAllMocks();
  readPreview.mockResolvedValue({ sheets: [{ name: 'people.csv', rows: PEOPLE }], delimiter: ',', parseErrors: [] });
});

describe('ImportWizard', () => {
  it('refuses a file of the wrong kind with the spec message, reading nothing', async () => {
    const { user } = await openWizard('csv');
    expect(fileInput().accept).toBe('.csv');
    chooseFile(new File(['{}'], 'data.json', { type: 'application/json' }));
    expect(await screen.findByText('The target file is not an accepted file type.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose a file or enter a URL.')).toBeTruthy();
    expect(readPreview).not.toHaveBeenCalled();
  });

  it('shows the readable message of a source the engine refuses', async () => {
    readPreview.mockRejectedValue(new engine.ImportSourceError('invalidJson', 'Unexpected token'));
    const { user } = await openWizard('json');
    chooseFile(new File(['[{'], 'broken.json', { type: 'application/json' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The JSON could not be parsed: it must be an array of objects.')).toBeTruthy();
  });

  it('imports a CSV into a new table: edited template, progress, then the report', async () => {
    const { user, onOpenTable } = await openWizard('csv');
    chooseFile(csvFile());
    expect(await screen.findByText('Chosen file: people.csv')).toBeTruthy();
    await choose(user, 'Delimiter', 'Semicolon');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(readPreview).toHaveBeenCalledWith(
      'p_1',
      expect.objectContaining({ kind: 'csv', name: 'people.csv' }),
      expect.objectContaining({ delimiter: ';', firstRowIsHeader: true }),
    );
    // the project already has `people`: the new table's title does not clash with it
    const tableName = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Table name' });
    expect(tableName.value).toBe('people_1');
    // inferred by core: e-mails give Email
    expect(screen.getByRole('combobox', { name: 'Field type for Email' }).closest('.ant-select')!.textContent).toBe(
      'Email',
    );
    // the preview shows the first data rows, not the header
    const preview = screen.getByRole('region', { name: 'Preview: the first rows as they will be stored' });
    expect(preview.textContent).toContain('ada@example.com');
    expect(preview.querySelectorAll('tbody tr')).toHaveLength(2);

    await user.clear(screen.getByRole('textbox', { name: 'Field name for Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Field name for Name' }), 'Full name');
    await choose(user, 'Field type for Age', 'Number');
    await user.click(screen.getByRole('button', { name: 'Leave out Email' }));
    expect(preview.textContent).not.toContain('ada@example.com');

    let progress!: (p: engine.ImportProgress) => void;
    let finish!: (reports: ImportReport[]) => void;
    runImport.mockImplementation((_job, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    await user.click(screen.getByRole('button', { name: 'Start import' }));

    const job = runImport.mock.calls[0]![0];
    expect(job.projectId).toBe('p_1');
    expect(job.settings.delimiter).toBe(';');
    const target = job.sheets[0] as { template: { title: string; columns: { title: string; uidt: string }[] } };
    expect(target.template.title).toBe('people_1');
    expect(target.template.columns.map((c) => [c.title, c.uidt])).toEqual([
      ['Full name', 'SingleLineText'],
      ['Age', 'Number'],
    ]);

    act(() =>
      progress({
        sheetName: 'people.csv',
        rowsDone: 1200,
        rowsFailed: 0,
        rowsPerSecond: 600,
        secondsLeft: 65,
        fraction: 0.5,
      }),
    );
    expect(screen.getByTestId('import-rows-done').textContent).toBe('1,200');
    expect(screen.getByText('1:05')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');

    await act(async () =>
      finish([
        report({
          rowsRead: 3,
          rowsWritten: 2,
          rowsSkipped: 1,
          failures: [{ row: 3, field: 'Age', value: 'old', reason: 'not a number' }],
        }),
      ]),
    );
    // finished, but not a plain success: a row was skipped
    expect(await screen.findByText('Import complete, with rows skipped: 1')).toBeTruthy();
    expect(screen.getByTestId('import-rows-written').textContent).toBe('2');
    expect(screen.getByTestId('import-rows-skipped').textContent).toBe('1');
    expect(screen.getByRole('cell', { name: 'not a number' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open table' }));
    expect(onOpenTable).toHaveBeenCalledWith('people_1');
  });

  it('cancels a running import and says which rows were kept', async () => {
    const { user } = await openWizard('csv');
    chooseFile(csvFile());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('textbox', { name: 'Table name' });
    let signal!: AbortSignal;
    runImport.mockImplementation(
      (_job, _onProgress, s) =>
        new Promise((resolve) => {
          signal = s;
          s.addEventListener('abort', () =>
            resolve([report({ outcome: 'cancelled', rowsWritten: 500, rowsRead: 500 })]),
          );
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    await user.click(screen.getByRole('button', { name: 'Cancel import' }));
    expect(signal.aborted).toBe(true);
    expect(await screen.findByText('Import cancelled. Rows committed before cancelling, and kept: 500')).toBeTruthy();
  });

  it('maps the columns onto an existing table by name and counts the rows that would not convert first', async () => {
    countUnconvertible.mockResolvedValue({
      rows: 1,
      failures: [{ row: 2, field: 'Email', value: 'nope', reason: 'not an e-mail' }],
    });
    const { user } = await openWizard('csv');
    chooseFile(csvFile());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByText('Existing table'));
    await choose(user, 'Table to import into', 'people');

    expect(await screen.findByText('Rows that would not convert and would be skipped: 1')).toBeTruthy();
    const selectText = (name: string) =>
      screen.getByRole('combobox', { name: `Field for ${name}` }).closest('.ant-select')!.textContent;
    expect(selectText('Name')).toBe('Name');
    expect(selectText('Email')).toBe('Email');
    expect(selectText('Age')).toBe('Do not import');
    expect(countUnconvertible).toHaveBeenLastCalledWith('p_1', expect.anything(), expect.anything(), {
      sheetName: 'people.csv',
      mapping: { tableId: 't_1', fields: ['Name', 'Email', null], headerRow: true },
    });

    await choose(user, 'Field for Age', 'Years');
    await waitFor(() =>
      expect(countUnconvertible).toHaveBeenLastCalledWith('p_1', expect.anything(), expect.anything(), {
        sheetName: 'people.csv',
        mapping: { tableId: 't_1', fields: ['Name', 'Email', 'Years'], headerRow: true },
      }),
    );
    runImport.mockResolvedValue([report()]);
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    expect(runImport.mock.calls[0]![0].sheets[0]).toEqual({
      sheetName: 'people.csv',
      mapping: { tableId: 't_1', fields: ['Name', 'Email', 'Years'], headerRow: true },
    });
  });

  it('lists the problems met reading the file with their rows', async () => {
    readPreview.mockResolvedValue({
      sheets: [{ name: 'people.csv', rows: PEOPLE }],
      parseErrors: [{ kind: 'TooFewFields', row: 7, message: 'Too few fields: expected 3 fields but parsed 2' }],
    });
    const { user } = await openWizard('csv');
    chooseFile(csvFile());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Problems found while reading the file: 1')).toBeTruthy();
    expect(screen.getByText('Row 7: TooFewFields (Too few fields: expected 3 fields but parsed 2)')).toBeTruthy();
  });
});
