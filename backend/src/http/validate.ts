import { badRequest } from './errors';

/** The part of a zod schema (from core) a route needs; the backend does not import zod itself. */
export interface BodySchema<T> {
  safeParse(
    value: unknown,
  ):
    { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
}

/** Checks a request body against its schema; the first problem becomes a 400 `{msg}`. */
export function parseBody<T>(schema: BodySchema<T>, body: unknown): T {
  const result = schema.safeParse(body && typeof body === 'object' ? body : {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.map(String).join('.');
  const message = issue?.message ?? 'Invalid request body';
  throw badRequest(where && !message.startsWith(where) ? `${where}: ${message}` : message);
}
