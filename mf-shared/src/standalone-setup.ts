import { TOAST_SECONDS, isRightToLeft, type Toast } from '@basalt/core';

/** The API this page talks to: `<meta name="basalt-api">` when deployed at another origin, else this one. */
export function apiOrigin(doc: Document, ownOrigin: string): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="basalt-api"]')?.content || ownOrigin;
}

/** The `lang` and `dir` of the page for a Basalt language code (`pt_BR` is `pt-BR`; ar, fa, he run right to left). */
export function documentLanguage(language: string): { lang: string; dir: 'rtl' | 'ltr' } {
  return { lang: language.replace('_', '-'), dir: isRightToLeft(language) ? 'rtl' : 'ltr' };
}

export interface MessageOpener {
  open(config: { type: keyof Toast; content: string; key: string; duration: number }): unknown;
}

/** Toasts through antd's message: the text is the key, so the same message never shows twice at once. */
export function messageToast(message: MessageOpener): Toast {
  const show = (type: keyof Toast) => (content: string) =>
    void message.open({ type, content, key: content, duration: TOAST_SECONDS });
  return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
}

/** A message opener that loads antd's message on the first toast: most visits show none. */
export function lazyMessage(load: () => Promise<MessageOpener>): MessageOpener {
  return { open: (config) => void load().then((message) => message.open(config)) };
}
