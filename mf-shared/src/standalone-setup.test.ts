import { TOAST_SECONDS } from '@basalt/core';
import { apiOrigin, documentLanguage, lazyMessage, messageToast } from './standalone-setup';

describe('standalone public page setup', () => {
  afterEach(() => document.head.querySelectorAll('meta').forEach((m) => m.remove()));

  it("talks to this page's origin unless a basalt-api meta tag names another", () => {
    expect(apiOrigin(document, 'https://share.example')).toBe('https://share.example');
    const meta = Object.assign(document.createElement('meta'), { name: 'basalt-api', content: 'https://api.example' });
    document.head.appendChild(meta);
    expect(apiOrigin(document, 'https://share.example')).toBe('https://api.example');
  });

  it('ignores an empty basalt-api meta tag', () => {
    document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'basalt-api', content: '' }));
    expect(apiOrigin(document, 'https://share.example')).toBe('https://share.example');
  });

  it('gives the page the language as a BCP 47 tag and the direction of its script', () => {
    expect(documentLanguage('pt_BR')).toEqual({ lang: 'pt-BR', dir: 'ltr' });
    expect(documentLanguage('he')).toEqual({ lang: 'he', dir: 'rtl' });
    expect(documentLanguage('fa')).toEqual({ lang: 'fa', dir: 'rtl' });
    expect(documentLanguage('en')).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('shows each toast as an antd message keyed by its text, for the toast duration', () => {
    const open = jest.fn();
    const toast = messageToast({ open });
    toast.error('Link expired');
    toast.success('Saved');
    expect(open.mock.calls).toEqual([
      [{ type: 'error', content: 'Link expired', key: 'Link expired', duration: TOAST_SECONDS }],
      [{ type: 'success', content: 'Saved', key: 'Saved', duration: TOAST_SECONDS }],
    ]);
  });

  it('loads the message component only when the first toast opens, then shows it', async () => {
    const open = jest.fn();
    const load = jest.fn(async () => ({ open }));
    const toast = messageToast(lazyMessage(load));
    expect(load).not.toHaveBeenCalled();
    toast.error('Link expired');
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith({
      type: 'error',
      content: 'Link expired',
      key: 'Link expired',
      duration: TOAST_SECONDS,
    });
  });
});
