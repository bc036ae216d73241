import { z } from 'zod';

/**
 * Request bodies of the meta API (docs/API.md §1.3, §1.6, §1.7): shapes only; the rules of docs/PRODUCT.md §5 come
 * after.
 */

/** A flag as clients send it: a boolean, or 0/1 as NocoDB's GUI sometimes does. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .nullish()
  .transform((v) => (v === null || v === undefined ? undefined : Boolean(v)));

/** `meta` is a JSON string or an object. */
const meta = z.union([z.string(), z.record(z.string(), z.unknown())]).nullish();

const text = z.string().nullish();

export const projectCreateSchema = z.looseObject({
  title: z.unknown().optional(),
  description: text,
  color: text,
  meta,
  status: text,
  external: flag,
  bases: z.array(z.unknown()).nullish(),
});

export const projectUpdateSchema = z.looseObject({
  title: z.unknown().optional(),
  description: text,
  color: text,
  meta,
  status: text,
});

export const selectOptionSchema = z.looseObject({
  id: z.string().nullish(),
  title: z.unknown().optional(),
  color: text,
  order: z.number().nullish(),
});

export const columnSchema = z.looseObject({
  title: text,
  column_name: text,
  uidt: z.string({ error: 'uidt is required' }),
  dt: text,
  dtxp: z.union([z.string(), z.number()]).nullish(),
  dtxs: z.union([z.string(), z.number()]).nullish(),
  pk: flag,
  ai: flag,
  rqd: flag,
  un: flag,
  unique: flag,
  pv: flag,
  system: flag,
  cdf: z.unknown().optional(),
  meta,
  colOptions: z.looseObject({ options: z.array(z.unknown()).nullish() }).nullish(),
});

/** `POST /duplicate/:projectId/column/:columnId` (docs/API.md §1.7): the copy's title, and whether values come too. */
export const columnDuplicateSchema = z.looseObject({
  title: text,
  options: z.looseObject({ excludeData: z.boolean().nullish() }).nullish(),
});

export const tableCreateSchema = z.looseObject({
  table_name: text,
  title: text,
  columns: z.array(columnSchema).nullish(),
  meta,
  order: z.number().nullish(),
});

export const tableUpdateSchema = z.looseObject({
  title: text,
  table_name: text,
  project_id: text,
  meta,
});

export const tableReorderSchema = z.looseObject({ order: z.number({ error: 'order must be a number' }) });

export type ProjectCreateBody = z.infer<typeof projectCreateSchema>;
export type ProjectUpdateBody = z.infer<typeof projectUpdateSchema>;
export type ColumnBody = z.infer<typeof columnSchema>;
export type TableCreateBody = z.infer<typeof tableCreateSchema>;
export type TableUpdateBody = z.infer<typeof tableUpdateSchema>;
