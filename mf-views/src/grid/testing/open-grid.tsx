import { screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fakeApi, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../../shell-context';
import { ViewPage } from '../../ViewPage';
import { gridAnswers } from './grid-fixture';

/** Test helpers only: the Tasks grid of `total` rows opened at its route behind a fake API, first cell drawn. */
const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

export async function openGrid(total: number, options?: Parameters<typeof gridAnswers>[1]) {
  const server = fakeApi(gridAnswers(total, options));
  const rendered = await renderInShell(<ViewPage />, { server, at: '/nc/p_1/table/Tasks' });
  const grid = await screen.findByRole('grid', { name: 'Records of Tasks' });
  await within(grid).findByRole('gridcell', { name: 'Task 1' }, { timeout: 5000 });
  return { ...rendered, grid };
}

export const cellAt = (grid: HTMLElement, row: number, col: number) =>
  grid.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`)!;
