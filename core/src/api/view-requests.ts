import { z } from 'zod';

/** Request bodies of the view, sort and filter meta API (docs/API.md §1.8-1.9): shapes only. */

const text = z.string().nullish();
const meta = z.union([z.string(), z.record(z.string(), z.unknown())]).nullish();
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .nullish()
  .transform((v) => (v === null || v === undefined ? undefined : Boolean(v)));
const order = z.number().nullish();

export const VIEW_LOCK_TYPES = ['collaborative', 'locked', 'personal'] as const;

export const viewCreateSchema = z.looseObject({
  title: z.string({ error: 'title is required' }),
  copy_from_id: text,
});

export const viewUpdateSchema = z.looseObject({
  title: text,
  lock_type: z.enum(VIEW_LOCK_TYPES, { error: `lock_type must be one of ${VIEW_LOCK_TYPES.join(', ')}` }).nullish(),
  meta,
  order,
  show_system_fields: flag,
});

/** How many columns after the display column a grid keeps frozen (Basalt's own setting, docs/API.md §1.8). */
export const MAX_FROZEN_COLUMNS = 3;
const frozenError = { error: `frozen_columns must be a whole number from 0 to ${MAX_FROZEN_COLUMNS}` };

export const gridUpdateSchema = z.looseObject({
  row_height: z.number().int().nullish(),
  frozen_columns: z
    .number(frozenError)
    .int(frozenError)
    .min(0, frozenError)
    .max(MAX_FROZEN_COLUMNS, frozenError)
    .nullish(),
  meta,
});

export const viewColumnSchema = z.looseObject({
  fk_column_id: text,
  show: flag,
  order,
  width: z.union([z.string(), z.number()]).nullish(),
  help: text,
  label: text,
  group_by: flag,
  group_by_order: z.number({ error: 'group_by_order must be a number' }).nullish(),
  group_by_sort: z.enum(['asc', 'desc'], { error: 'group_by_sort must be asc or desc' }).nullish(),
});

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

export const sortCreateSchema = z.looseObject({
  fk_column_id: z.string({ error: 'fk_column_id is required' }),
  direction: z.enum(SORT_DIRECTIONS, { error: 'direction must be asc or desc' }).nullish(),
  push_to_top: flag,
});

export const sortUpdateSchema = z.looseObject({
  fk_column_id: text,
  direction: z.enum(SORT_DIRECTIONS, { error: 'direction must be asc or desc' }).nullish(),
  order,
});

export const FILTER_LOGICAL_OPS = ['and', 'or', 'not'] as const;

export const filterSchema = z.looseObject({
  fk_column_id: text,
  fk_parent_id: text,
  comparison_op: text,
  comparison_sub_op: text,
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]).nullish(),
  logical_op: z.enum(FILTER_LOGICAL_OPS, { error: 'logical_op must be and, or or not' }).nullish(),
  is_group: flag,
  order,
});

export type ViewUpdateBody = z.infer<typeof viewUpdateSchema>;
export type ViewColumnBody = z.infer<typeof viewColumnSchema>;
export type FilterBody = z.infer<typeof filterSchema>;
