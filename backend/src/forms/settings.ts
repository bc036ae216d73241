import type { AuthUser } from '../auth/users';
import { badRequest, notFound } from '../http/errors';
import { VIEW_TYPES, type ViewRecord } from '../meta/types';
import { getView, updateView } from '../meta/views';
import type { Services } from '../services';
import { viewFor } from '../views/access';
import type { Need } from '../access/policy';

/**
 * A form view's settings (docs/API.md "Forms"). They live in the view's `meta` beside its other settings, which is
 * where the public meta already reads `success_msg` and `show_blank_form` from.
 */
const TEXT_SETTINGS = [
  'heading',
  'subheading',
  'success_msg',
  'redirect_url',
  'email',
  'banner_image_url',
  'logo_url',
] as const;
const FLAG_SETTINGS = ['submit_another_form', 'show_blank_form'] as const;

export const FORM_MESSAGES = {
  notForm: (id: string) => `View '${id}' is not a form`,
  notText: (key: string) => `${key} must be text or null`,
  notFlag: (key: string) => `${key} must be true or false`,
  badSeconds: 'redirect_after_secs must be a whole number of seconds or null',
  badUrl: 'redirect_url must be an http or https address',
  required: (label: string) => `The value for ${label} is required`,
  formOnly: 'Only a form view accepts submissions',
  tooManyFiles: (max: number) => `At most ${max} files per form submission`,
  rateLimited: 'Too many form submissions from this address; please try again later',
  notJson: 'data must be a JSON object of field values',
  badLinked: (label: string) => `The value for ${label} must be a list of record keys or {key: value} objects`,
  unknownLinked: (label: string, key: string) => `The value for ${label} names no record with the key '${key}'`,
  fieldNotShown: (name: string) => `The form has no field '${name}'`,
} as const;

export type FormSettings = Record<string, unknown> & { fk_view_id: string };

/** The form view `viewId`, once the user may `need` it; any other kind of view is not found here. */
export async function formFor(services: Services, user: AuthUser, viewId: string, need: Need) {
  const found = await viewFor(services, user, viewId, need);
  if (found.view.type !== VIEW_TYPES.form) throw notFound(FORM_MESSAGES.notForm(viewId));
  return found;
}

/**
 * The fields a form hides when its link fills them in (docs/API.md "Forms"): the builder keeps their column ids
 * in the view's meta under `hidden_when_prefilled`; the public meta flags each as `meta.hidden_prefill`.
 */
export function hiddenWhenPrefilledOf(view: ViewRecord): Set<string> {
  const list = view.meta.hidden_when_prefilled;
  return new Set(Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : []);
}

export function formSettingsOf(view: ViewRecord): FormSettings {
  const meta = view.meta;
  const settings: FormSettings = { fk_view_id: view.id };
  for (const key of TEXT_SETTINGS) settings[key] = typeof meta[key] === 'string' ? meta[key] : null;
  for (const key of FLAG_SETTINGS) settings[key] = meta[key] === true;
  settings.redirect_after_secs = typeof meta.redirect_after_secs === 'number' ? meta.redirect_after_secs : null;
  settings.meta = meta;
  return settings;
}

/** Checks one setting's value; answers what to store. */
function settingValue(key: string, value: unknown): unknown {
  if ((TEXT_SETTINGS as readonly string[]).includes(key)) {
    if (value !== null && typeof value !== 'string') throw badRequest(FORM_MESSAGES.notText(key));
    // a redirect is followed by visitors' browsers: only web addresses, never `javascript:` and the like
    if (key === 'redirect_url' && value && !/^https?:\/\//i.test(value as string))
      throw badRequest(FORM_MESSAGES.badUrl);
    return value;
  }
  if ((FLAG_SETTINGS as readonly string[]).includes(key)) {
    if (typeof value !== 'boolean') throw badRequest(FORM_MESSAGES.notFlag(key));
    return value;
  }
  if (value !== null && !(Number.isInteger(value) && (value as number) >= 0))
    throw badRequest(FORM_MESSAGES.badSeconds);
  return value;
}

/** `GET /forms/:formViewId`. */
export async function readFormSettings(services: Services, user: AuthUser, viewId: string) {
  return formSettingsOf((await formFor(services, user, viewId, 'read')).view);
}

/** `PATCH /forms/:formViewId`: the settings given; others are kept. Unknown keys are ignored. */
export async function patchFormSettings(services: Services, user: AuthUser, viewId: string, body: unknown) {
  const { view } = await formFor(services, user, viewId, 'views');
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const meta = { ...view.meta };
  for (const key of [...TEXT_SETTINGS, ...FLAG_SETTINGS, 'redirect_after_secs']) {
    if (input[key] !== undefined) meta[key] = settingValue(key, input[key]);
  }
  await updateView(services.db, view.id, { meta });
  return formSettingsOf((await getView(services.db, view.id))!);
}
