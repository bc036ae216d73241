import { act, render, screen, waitFor } from '@testing-library/react';
import { Empty, Input } from 'antd';
import type { Locale } from 'antd/es/locale';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import { createI18n } from '@basalt/core';
import { createLocaleState } from './locale-state';
import { createProviders } from './Providers';

const ANTD: Record<string, Locale> = { ar: arEG, en: enUS };

async function mountTwoTrees() {
  const i18n = await createI18n({ stored: 'en', browserLanguages: [], load: async () => ({}) });
  const locale = createLocaleState(i18n, async (language) => ANTD[language], enUS);
  const Providers = createProviders(i18n, locale);
  // two React roots, as the shell and a remote have: neither re-renders the other
  const tree = (id: string) => (
    <Providers>
      <Input data-testid={`search-${id}`} prefix="?" />
      <Empty />
    </Providers>
  );
  render(tree('shell'));
  render(tree('remote'));
  return { i18n };
}

const mirrored = () =>
  ['shell', 'remote'].map(
    (id) => !!screen.getByTestId(`search-${id}`).closest('.ant-input-affix-wrapper-rtl, .ant-input-rtl'),
  );

describe('shell providers', () => {
  it('re-mirror every mounted tree when the language switches to and from a right-to-left one', async () => {
    const { i18n } = await mountTwoTrees();
    expect(mirrored()).toEqual([false, false]);
    await act(() => i18n.changeLanguage('ar'));
    expect(mirrored()).toEqual([true, true]);
    await act(() => i18n.changeLanguage('en'));
    expect(mirrored()).toEqual([false, false]);
  });

  it("switch antd's own strings with the language", async () => {
    const { i18n } = await mountTwoTrees();
    const descriptions = () => [...document.querySelectorAll('.ant-empty-description')].map((d) => d.textContent);
    expect(descriptions()).toEqual([enUS.Empty!.description, enUS.Empty!.description]);
    await act(() => i18n.changeLanguage('ar'));
    await waitFor(() => expect(descriptions()).toEqual([arEG.Empty!.description, arEG.Empty!.description]));
  });
});
