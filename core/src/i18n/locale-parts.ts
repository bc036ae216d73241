import type { RemoteName } from '../remotes.js';

/**
 * The interface strings are one file per language (core/locales), split at build time into parts by their top-level
 * group, so a page fetches only the strings of what it shows (docs/PERFORMANCE.md, front end): `app` (the shell's
 * and the sign-in pages') with the shell, each other part with the remotes that need it. A group may sit in more than
 * one part; merging it twice is harmless. A new top-level group must join a part (locale-parts.test.ts checks).
 */
export const LOCALE_PARTS = {
  app: ['shell', 'auth'],
  workspace: ['workspace', 'viewList', 'sharedBase', 'shared', 'share'],
  // without `share`: the workspace part, always loaded with mf-views, has it
  views: ['views', 'grid', 'fieldEditor', 'formBuilder', 'formula', 'cells', 'toolbar', 'sharedForm'],
  shared: ['shared', 'sharedForm', 'cells', 'toolbar'],
  import: ['import', 'fieldEditor'],
} as const satisfies Record<string, readonly string[]>;

export type LocalePart = keyof typeof LOCALE_PARTS;

/** Loaded before anything renders. */
export const APP_LOCALE_PART: LocalePart = 'app';

/** The parts a remote's screens need, loaded before it mounts (the app part is always there). */
export const REMOTE_LOCALE_PARTS: Record<RemoteName, readonly LocalePart[]> = {
  'mf-auth': [],
  'mf-workspace': ['workspace'],
  'mf-views': ['workspace', 'views'],
  'mf-shared': ['shared'],
  'mf-import': ['workspace', 'import'],
};

/** The groups of one language's strings that `part` holds: what the build writes as that part's file. */
export function localePartOf<T>(strings: Record<string, T>, part: LocalePart): Record<string, T> {
  const groups: readonly string[] = LOCALE_PARTS[part];
  return Object.fromEntries(Object.entries(strings).filter(([group]) => groups.includes(group)));
}
