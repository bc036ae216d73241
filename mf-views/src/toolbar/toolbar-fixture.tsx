import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ColumnMeta } from '@basalt/core';
import { fakeApi, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';

/** Test helpers only: a table's fields, a fake server, and a way to pick from an antd Select. */

export const META = '/api/v1/db/meta';

const column = (id: string, title: string, uidt: string, extra: Partial<ColumnMeta> = {}): ColumnMeta => ({
  id,
  title,
  column_name: title.toLowerCase(),
  uidt,
  ...extra,
});

export const FIELDS: ColumnMeta[] = [
  column('c_id', 'Id', 'AutoNumber', { pk: true, ai: true }),
  column('c_title', 'Title', 'SingleLineText', { pv: true }),
  column('c_count', 'Count', 'Number'),
  column('c_done', 'Done', 'Checkbox'),
  column('c_due', 'Due', 'Date'),
];

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

export async function renderMenu(ui: ReactElement, answers: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi(answers);
  return renderInShell(ui, { server });
}

type User = Awaited<ReturnType<typeof renderMenu>>['user'];

/** The options an open antd Select shows, by their text. */
export const openOptions = () =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map(
    (option) => option.textContent,
  );

/** Opens the Select named `name` and clicks its option `label`. */
export async function pick(user: User, name: string, label: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const option = [
    ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
  ].find((item) => item.textContent === label);
  if (!option) throw new Error(`no option ${label} in ${name}: ${openOptions().join(', ')}`);
  await user.click(option);
}
