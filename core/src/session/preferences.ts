/** Local preferences of docs/PRODUCT.md §3, kept in localStorage under one key. */
export const PREFERENCES_STORAGE_KEY = 'nocodb-gui-v2';

export interface FeedbackFormPreference {
  url?: string;
  createdAt?: string;
  isHidden: boolean;
  lastFormPollDate?: string;
}

export interface Preferences {
  token: string | null;
  lang: string | null;
  darkMode: boolean;
  feedbackForm: FeedbackFormPreference;
  filterAutoSave: boolean;
  previewAs: string | null;
  includeM2M: boolean;
  currentVersion: string | null;
  latestRelease: string | null;
  hiddenRelease: string | null;
}

export function defaultPreferences(): Preferences {
  return {
    token: null,
    lang: null,
    darkMode: false,
    feedbackForm: { isHidden: false },
    filterAutoSave: true,
    previewAs: null,
    includeM2M: false,
    currentVersion: null,
    latestRelease: null,
    hiddenRelease: null,
  };
}

/** Reads stored preferences over the defaults; a corrupt entry yields the defaults instead of an error. */
export function readPreferences(storage: Pick<Storage, 'getItem'> | undefined): Preferences {
  const defaults = defaultPreferences();
  const raw = storage?.getItem(PREFERENCES_STORAGE_KEY);
  if (!raw) return defaults;
  try {
    const stored = JSON.parse(raw) as Partial<Preferences>;
    if (!stored || typeof stored !== 'object') return defaults;
    // Light mode is forced whatever was stored (docs/PRODUCT.md §1).
    return {
      ...defaults,
      ...stored,
      feedbackForm: { ...defaults.feedbackForm, ...stored.feedbackForm },
      darkMode: false,
    };
  } catch {
    return defaults;
  }
}

export function writePreferences(storage: Pick<Storage, 'setItem'> | undefined, prefs: Preferences): void {
  try {
    storage?.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(prefs));
  } catch {
    // storage full or disabled (private mode): the session still works for this page
  }
}
