import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { screen } from '@testing-library/react';
import { viewDataPath } from '@basalt/core';
import { fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../../shell-context';
import { readViewRowsAhead, useRowStore } from './use-row-store';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });
const PATH = viewDataPath('p_1', 'md_1', 'vw_1');
const page = (n: number) => ({
  list: Array.from({ length: n }, (_, i) => ({ Id: i + 1, Title: `Row ${i + 1}` })),
  pageInfo: { totalRows: n, page: 1, pageSize: 100, isFirstPage: true, isLastPage: true },
});

/** What the store held at each render of its component: the first render's is what the grid first draws. */
function probe(renders: Array<string | undefined>) {
  return function Probe() {
    const store = useRowStore('p_1', 'md_1', 'vw_1');
    useEffect(() => store.want(0, 10), [store]);
    const first = store.rowAt(0)?.Title as string | undefined;
    renders.push(first);
    return <p>{first ?? 'loading'}</p>;
  };
}

describe('useRowStore with a first page read ahead', () => {
  it('draws a page that has already answered in its first render, without reading it again', async () => {
    const server = fakeApi({ [`GET ${PATH}`]: ok(page(3)) });
    readViewRowsAhead(server.api, 'p_1', 'md_1', 'vw_1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const renders: Array<string | undefined> = [];
    const Probe = probe(renders);
    await renderInShell(<Probe />, { server });
    expect(await screen.findByText('Row 1')).toBeTruthy();
    expect(renders[0]).toBe('Row 1');
    expect(server.calls.filter((c) => c.path === PATH)).toHaveLength(1);
  });

  it('waits for a page still on its way instead of reading it twice', async () => {
    const server = fakeApi({ [`GET ${PATH}`]: ok(page(3)) });
    readViewRowsAhead(server.api, 'p_1', 'md_1', 'vw_1');
    const renders: Array<string | undefined> = [];
    const Probe = probe(renders);
    await renderInShell(<Probe />, { server });
    expect(await screen.findByText('Row 1')).toBeTruthy();
    expect(renders[0]).toBeUndefined();
    expect(server.calls.filter((c) => c.path === PATH)).toHaveLength(1);
  });
});
