import { randomUUID } from 'node:crypto';
import { sharedBaseRole, type SharedBaseRole } from '../../access/shared-base';
import { hashPassword } from '../../auth/passwords';
import type { AuthUser } from '../../auth/users';
import { badRequest } from '../../http/errors';
import { getProject, PROJECTS } from '../../meta/projects';
import type { ProjectRecord } from '../../meta/types';
import type { Services } from '../../services';
import { projectFor } from '../../workspace/access';

export const SHARED_BASE_EDIT_MESSAGES = {
  bodyNotObject: 'The shared base settings must be an object',
  passwordNotText: 'password must be a string or null',
  // bcrypt reads only the first 72 bytes: a longer password would accept anything sharing its start
  passwordTooLong: 'password must be at most 72 bytes long',
} as const;

/** Where a shared base opens in the app (the shell's `/:projectType/base/:baseId` route). */
export const sharedBaseUrl = (site: string, uuid: string) => `${site}/nc/base/${encodeURIComponent(uuid)}`;

/** The link as the routes answer it: never the password hash, only whether one is set. */
function linkJson(project: ProjectRecord, site: string) {
  const uuid = project.uuid ?? null;
  return {
    uuid,
    url: uuid ? sharedBaseUrl(site, uuid) : null,
    roles: uuid ? sharedBaseRole(project.roles) : null,
    has_password: !!(uuid && project.password),
  };
}

function bodyObject(body: unknown): { roles?: unknown; password?: unknown } {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(SHARED_BASE_EDIT_MESSAGES.bodyNotObject);
  return body as { roles?: unknown; password?: unknown };
}

/** The stored form of a password field: a hash, null to remove it, undefined to keep the current one. */
async function passwordColumn(services: Services, password: unknown): Promise<string | null | undefined> {
  if (password === undefined) return undefined;
  if (password !== null && typeof password !== 'string') throw badRequest(SHARED_BASE_EDIT_MESSAGES.passwordNotText);
  if (!password) return null;
  if (Buffer.byteLength(password) > 72) throw badRequest(SHARED_BASE_EDIT_MESSAGES.passwordTooLong);
  return hashPassword(password, services.config.auth.bcryptRounds);
}

async function save(
  services: Services,
  project: ProjectRecord,
  site: string,
  changes: { uuid?: string; roles?: SharedBaseRole; password?: string | null },
) {
  await services
    .db(PROJECTS)
    .where({ id: project.id })
    .update({ ...changes, updated_at: services.db.fn.now() });
  return linkJson((await getProject(services.db, project.id))!, site);
}

/** `GET /projects/:projectId/shared`: the current link (uuid null when the base is not shared). */
export async function readSharedBase(services: Services, user: AuthUser, projectId: string, site: string) {
  return linkJson(await projectFor(services.db, user, projectId, 'share'), site);
}

/**
 * `POST /projects/:projectId/shared` `{roles?, password?}`: a new link (an earlier one stops working), with the role
 * asked for (viewer unless `editor`) and an optional password, stored as a bcrypt hash.
 */
export async function createSharedBase(
  services: Services,
  user: AuthUser,
  projectId: string,
  body: unknown,
  site: string,
) {
  const project = await projectFor(services.db, user, projectId, 'share');
  const input = bodyObject(body);
  const password = (await passwordColumn(services, input.password)) ?? null;
  return save(services, project, site, { uuid: randomUUID(), roles: sharedBaseRole(input.roles), password });
}

/**
 * `PATCH /projects/:projectId/shared` `{roles?, password?}`: the same link with another role or password (null or ''
 * removes it, absent keeps it); a base not shared yet gets its link.
 */
export async function updateSharedBase(
  services: Services,
  user: AuthUser,
  projectId: string,
  body: unknown,
  site: string,
) {
  const project = await projectFor(services.db, user, projectId, 'share');
  const input = bodyObject(body);
  const changes: { uuid?: string; roles?: SharedBaseRole; password?: string | null } = {};
  if (!project.uuid) changes.uuid = randomUUID();
  if (input.roles !== undefined || !project.uuid) changes.roles = sharedBaseRole(input.roles ?? project.roles);
  const password = await passwordColumn(services, input.password);
  if (password !== undefined) changes.password = password;
  return save(services, project, site, changes);
}

/** `DELETE /projects/:projectId/shared`: the link stops working at once; its role and password go with it. */
export async function disableSharedBase(services: Services, user: AuthUser, projectId: string) {
  const project = await projectFor(services.db, user, projectId, 'share');
  await services
    .db(PROJECTS)
    .where({ id: project.id })
    .update({ uuid: null, password: null, roles: null, updated_at: services.db.fn.now() });
  return true;
}
