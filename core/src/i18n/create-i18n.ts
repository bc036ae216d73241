import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, pickLanguage, type Language } from './languages.js';
import { APP_LOCALE_PART, type LocalePart } from './locale-parts.js';

export * from './locale-parts.js';

export type LanguageResources = Record<string, unknown>;
/** One part of one language's strings (./locale-parts.ts); a loader may also answer with the whole language. */
export type ResourceLoader = (language: Language, part: LocalePart) => Promise<LanguageResources>;

interface PartsState {
  load: ResourceLoader;
  /** Every part some screen asked for: a language switch loads them all before it applies. */
  parts: Set<LocalePart>;
  /** One load per language and part, shared by whoever asks while it runs; a failed one is forgotten. */
  bundles: Map<string, Promise<void>>;
}

const states = new WeakMap<I18n, PartsState>();

function loadBundle(i18n: I18n, state: PartsState, language: Language, part: LocalePart): Promise<void> {
  const key = `${language}/${part}`;
  let bundle = state.bundles.get(key);
  if (!bundle) {
    bundle = state.load(language, part).then((resources) => {
      i18n.addResourceBundle(language, 'translation', resources, true, true);
    });
    const started = bundle;
    state.bundles.set(key, started);
    started.catch(() => state.bundles.get(key) === started && state.bundles.delete(key));
  }
  return bundle;
}

async function loadBundles(i18n: I18n, state: PartsState, language: Language, parts: Iterable<LocalePart>) {
  const languages = new Set<Language>([DEFAULT_LANGUAGE, language]);
  await Promise.all([...languages].flatMap((lng) => [...parts].map((part) => loadBundle(i18n, state, lng, part))));
}

/**
 * Loads the strings of `parts` in the current language and English, before the screen that shows them renders
 * (the shell awaits a remote's parts before mounting it), so no screen shows raw keys. A language switch meanwhile
 * is followed: the parts end up loaded in whichever language is current when this resolves. An instance not made
 * by createI18n is taken to hold every string already.
 */
export async function loadLocaleParts(i18n: I18n, parts: readonly LocalePart[]): Promise<void> {
  const state = states.get(i18n);
  if (!state) return;
  for (const part of parts) state.parts.add(part);
  let language: Language;
  do {
    language = pickLanguage(i18n.language, []);
    await loadBundles(i18n, state, language, parts);
  } while (language !== pickLanguage(i18n.language, []));
}

/**
 * An i18next instance whose languages load on demand: the stored preference or the browser's languages pick
 * the language (docs/PRODUCT.md §1), English fills missing keys, and a later switch loads its bundles (every part
 * loaded so far) before applying it, so no screen shows raw keys. Only `parts` (the app's) load to start; the rest
 * through `loadLocaleParts`. `onLanguage` hears every language applied (to set `dir` and `lang`).
 */
export async function createI18n(options: {
  stored: unknown;
  browserLanguages: readonly string[];
  load: ResourceLoader;
  parts?: readonly LocalePart[];
  onLanguage?: (language: Language) => void;
}): Promise<I18n> {
  const { load, onLanguage, parts = [APP_LOCALE_PART] } = options;
  const language = pickLanguage(options.stored, options.browserLanguages);
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  const state: PartsState = { load, parts: new Set(parts), bundles: new Map() };
  states.set(i18n, state);
  await loadBundles(i18n, state, language, state.parts);
  await i18n.changeLanguage(language);
  onLanguage?.(language);

  const change = i18n.changeLanguage.bind(i18n);
  i18n.changeLanguage = (async (lng?: string, callback?: Parameters<I18n['changeLanguage']>[1]) => {
    const next = pickLanguage(lng, []);
    // a remote may ask for its parts while the switch loads: they must be in the new language too
    let asked: number;
    do {
      asked = state.parts.size;
      await loadBundles(i18n, state, next, state.parts);
    } while (state.parts.size !== asked);
    const t = await change(next, callback);
    onLanguage?.(next);
    return t;
  }) as I18n['changeLanguage'];
  return i18n;
}
