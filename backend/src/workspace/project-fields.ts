import { isValidColour, projectTheme, projectTitleError } from '@basalt/core';
import type { Knex } from 'knex';
import { badRequest } from '../http/errors';
import { projectTitleTaken } from '../meta/projects';

export const PROJECT_MESSAGES = {
  titleTaken: 'Project title already in use',
  metaNotObject: 'meta must be a JSON object',
  external: 'Connecting external databases is not supported yet',
  color: (value: string) => `"${value}" is not a valid colour`,
} as const;

/** A project title by the rules of docs/PRODUCT.md §5 (required, at most 50 characters, no leading space), unique. */
export async function checkedProjectTitle(db: Knex, title: unknown, exceptId?: string): Promise<string> {
  const error = projectTitleError(title);
  if (error) throw badRequest(error);
  if (await projectTitleTaken(db, title as string, exceptId)) throw badRequest(PROJECT_MESSAGES.titleTaken);
  return title as string;
}

export function checkedColour(color: string | null | undefined): string | null | undefined {
  if (color === undefined || color === null || color === '') return color === '' ? null : color;
  if (!isValidColour(color)) throw badRequest(PROJECT_MESSAGES.color(color));
  return color.trim();
}

/**
 * Project meta as stored: a JSON object given as text or object. Its theme colours must be valid colours,
 * otherwise they become the defaults (royal blue #4351E8, pink), as the UI reads them (docs/PRODUCT.md §5).
 */
export function checkedProjectMeta(
  meta: string | Record<string, unknown> | null | undefined,
): string | null | undefined {
  if (meta === undefined || meta === null) return meta;
  let value: unknown = meta;
  if (typeof meta === 'string') {
    if (meta.trim() === '') return null;
    try {
      value = JSON.parse(meta);
    } catch {
      throw badRequest(PROJECT_MESSAGES.metaNotObject);
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(PROJECT_MESSAGES.metaNotObject);
  const object = { ...(value as Record<string, unknown>) };
  if (object.theme !== undefined) {
    const theme = object.theme && typeof object.theme === 'object' ? (object.theme as Record<string, unknown>) : {};
    object.theme = { ...theme, ...projectTheme(object) };
  }
  return JSON.stringify(object);
}
