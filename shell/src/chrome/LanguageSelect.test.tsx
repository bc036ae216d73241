import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { LANGUAGES } from '@basalt/core';
import { rendererFor } from '@basalt/ui/testing';
import { LanguageSelect } from './LanguageSelect';

const renderInShell = rendererFor({ I18nextProvider });

describe('LanguageSelect', () => {
  it('lists every language by its own name and reports the one chosen', async () => {
    const onChange = jest.fn();
    const { user } = await renderInShell(<LanguageSelect onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(LANGUAGES.length);
    // each language in its own script, whatever the interface language is
    expect(screen.getByRole('option', { name: 'العربية' })).toBeTruthy();
    expect((select as HTMLSelectElement).value).toBe('en');
    await user.selectOptions(select, screen.getByRole('option', { name: 'Deutsch' }));
    expect(onChange).toHaveBeenCalledWith('de');
  });
});
