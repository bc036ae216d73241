import {
  DEFAULT_LANGUAGE,
  FORM_VIEW_TYPE,
  formHtml,
  pageWordsOf,
  pickLanguage,
  readPreferences,
  type Language,
  type PageMessages,
  type PageWords,
  type PublicFormMeta,
} from '@basalt/core';
import english from '@basalt/core/locales/en.json';

/**
 * The standalone page's first script (inlined into index.html by webpack.config.js, before the root element): it
 * asks for the shared view's meta while the page's script downloads, and for a public form writes the form's HTML
 * into the page as soon as the meta has arrived, as Basalt's server writes it into the page it answers
 * (docs/API.md "Public pages", docs/PERFORMANCE.md, the public form). The visitor sees the form and can fill it in,
 * and even send it, before React has arrived; React then takes it over (form/prerendered-form.ts).
 */

/** What this script asked for, taken by public-api.ts (a plain GET: no CORS preflight). */
export interface EarlyMeta {
  uuid: string;
  response: Promise<Response | undefined>;
}

/** A shared view's address: `/nc/form/:uuid`, `/nc/view/:uuid`..., the rest of the path after it. */
const LINK = /^\/[^/]+\/(form|view|gallery|kanban)\/([^/?#]+)(\/[^?#]*)?/;

/**
 * The strings the written form shows, in English, which comes with the page: every visitor's fallback. Other
 * languages' are small files of the build (`form-words/<language>.json`, webpack.config.js), asked for with the meta.
 */
const FORM_WORDS: PageMessages = {
  sharedForm: english.sharedForm,
  cells: { rating: { value: english.cells.rating.value } },
};

/** The API the page talks to: `<meta name="basalt-api">` when deployed at another origin, else this one. */
const apiBaseOf = (doc: Document, origin: string) =>
  doc.querySelector<HTMLMetaElement>('meta[name="basalt-api"]')?.content || origin;

/** The visitor's language as the page's script will pick it: a stored choice, else the browser's languages. */
function visitorLanguage(win: Window): Language {
  let stored: unknown = null;
  try {
    stored = readPreferences(win.localStorage).lang;
  } catch {
    // storage disabled: no stored choice
  }
  return pickLanguage(stored, win.navigator.languages ?? [win.navigator.language]);
}

/**
 * The written form's words in the visitor's language: English at once, another language from its file of the build,
 * fetched while the meta is; none when that file cannot be had (the form is then React's to draw, in the visitor's
 * language: never English first).
 */
function formWords(win: Window): Promise<PageWords | undefined> {
  const language = visitorLanguage(win);
  if (language === DEFAULT_LANGUAGE) return Promise.resolve(pageWordsOf(language, FORM_WORDS, FORM_WORDS));
  const assets = win.document.querySelector<HTMLMetaElement>('meta[name="basalt-assets"]')?.content || '/';
  return win
    .fetch(`${assets}form-words/${language}.json`)
    .then((answer) => (answer.ok ? (answer.json() as Promise<PageMessages>) : undefined))
    .then((messages) => messages && pageWordsOf(language, messages, FORM_WORDS))
    .catch(() => undefined);
}

/**
 * Writes `meta`'s form into the page's root in the visitor's language, posting to the API's own form address
 * (`<apiBase>/nc/form/:uuid`, which answers HTML): only for a form on one page (the survey is React's), and only
 * while the root is still empty (React has not started drawing into it).
 */
export function writeEarlyForm(
  win: Window,
  meta: PublicFormMeta | undefined,
  words: PageWords | undefined,
  uuid: string,
): boolean {
  const root = win.document.getElementById('root');
  if (!meta || !words || meta.type !== FORM_VIEW_TYPE || !root || root.hasChildNodes() || root.dataset.live)
    return false;
  const base = apiBaseOf(win.document, win.location.origin);
  const search = win.location.search;
  const address = { url: `${base}/nc/form/${encodeURIComponent(uuid)}${search}`, search: search.slice(1) };
  win.document.documentElement.lang = words.lang;
  win.document.documentElement.dir = words.dir;
  root.innerHTML = formHtml(meta, address, words);
  return true;
}

/** Starts the page: the meta request (none when the server embedded it) and, when it answers, the written form. */
export function startEarlyPage(win: Window): EarlyMeta | undefined {
  const link = LINK.exec(win.location.pathname);
  if (!link) return undefined;
  const uuid = decodeURIComponent(link[2]!);
  const embedded = win.document.getElementById('basalt-public-meta');
  const response: Promise<Response | undefined> = embedded
    ? Promise.resolve(new Response(embedded.textContent, { headers: { 'content-type': 'application/json' } }))
    : win
        .fetch(`${apiBaseOf(win.document, win.location.origin)}/api/v1/db/public/shared-view/${link[2]}/meta`)
        .catch(() => undefined);
  const early: EarlyMeta = { uuid, response };
  // a form on one page; its survey layout (`…/survey`) is React's
  if (link[1] === 'form' && !/^\/survey\/?$/.test(link[3] ?? '')) {
    // the page's script reads the answer too (public-api.ts): this reads a copy, taken before it can read it
    const meta = response
      .then((answer) => (answer?.ok ? (answer.clone().json() as Promise<PublicFormMeta>) : undefined))
      .catch(() => undefined);
    void Promise.all([meta, formWords(win)]).then(([form, words]) => writeEarlyForm(win, form, words, uuid));
  }
  (win as Window & { basaltEarlyMeta?: EarlyMeta }).basaltEarlyMeta = early;
  return early;
}
