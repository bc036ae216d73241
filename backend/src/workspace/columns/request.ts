import {
  FIELDS,
  columnSchema,
  fieldOf,
  normaliseSelectOptions,
  selectOptionsError,
  selectTitlesFromDtxp,
  SELECT_OPTION_MESSAGES,
  type ColumnBody,
  type FieldContext,
  type PhysicalUIType,
  type SelectOptionLike,
} from '@basalt/core';
import { MAX_IDENTIFIER, identifierLength, type SqlDialect } from '../../data/dialect';
import { safeIdentifier } from '../../data/identifiers';
import { BACKEND_FIELDS } from '../../fields/registry';
import { badRequest } from '../../http/errors';
import { parseBody } from '../../http/validate';

export const COLUMN_MESSAGES = {
  unknownType: (uidt: string) => `Unknown column type "${uidt}"`,
  virtual: (uidt: string) => `${uidt} columns are not supported yet`,
  system: (uidt: string) => `${uidt} columns cannot be added to an existing table`,
  titleRequired: 'Column title is required',
  titleTooLong: 'Column title exceeds 255 characters',
  nameTooLong: (max: number) => `Column name exceeds ${max} characters`,
  duplicateTitle: 'Duplicate column alias',
  duplicateName: 'Duplicate column name',
  keyOnlyOnCreate: 'A primary key can only be set when the table is created',
  autoIncrement: 'Only an ID or AutoNumber primary key can auto-increment',
  metaNotObject: 'meta must be a JSON object',
  badDefault: (why: string) => `Invalid default value: ${why}`,
} as const;

export type DraftOption = SelectOptionLike & { title: string; color: string; order: number };

/** A checked column definition, ready for DDL and metadata. */
export interface ColumnDraft {
  title: string;
  column_name: string;
  uidt: PhysicalUIType;
  /** The SQL type on the base's dialect. */
  dt: string;
  dtxp: string | null;
  dtxs: string | null;
  pk: boolean;
  ai: boolean;
  rqd: boolean;
  pv: boolean;
  system: boolean;
  /** The default as an API value (null: none), and as stored in meta. */
  cdf: unknown;
  cdfText: string | null;
  meta: Record<string, unknown>;
  /** Select options (SingleSelect, MultiSelect), in order; undefined for other types. */
  options: DraftOption[] | undefined;
}

export interface DraftContext {
  dialect: SqlDialect;
  /** The table's other columns, for duplicate titles and names. */
  others: ReadonlyArray<{ title: string; column_name: string | null }>;
  /** Creating the table: keys and system types are allowed. */
  creatingTable: boolean;
}

export function metaObject(meta: ColumnBody['meta']): Record<string, unknown> {
  if (meta === undefined || meta === null || meta === '') return {};
  let value: unknown = meta;
  if (typeof meta === 'string') {
    try {
      value = JSON.parse(meta);
    } catch {
      throw badRequest(COLUMN_MESSAGES.metaNotObject);
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(COLUMN_MESSAGES.metaNotObject);
  return value as Record<string, unknown>;
}

function checkedType(uidt: string, creatingTable: boolean): PhysicalUIType {
  const field = fieldOf(uidt);
  if (!field) throw badRequest(COLUMN_MESSAGES.unknownType(uidt));
  if (field.virtual) throw badRequest(COLUMN_MESSAGES.virtual(uidt));
  const physical = uidt as PhysicalUIType;
  if (!creatingTable && BACKEND_FIELDS[physical].tableCreationOnly) throw badRequest(COLUMN_MESSAGES.system(uidt));
  return physical;
}

/**
 * A select's options: `colOptions.options`, or else the older `dtxp` list (`'todo','doing','done'`), each title then
 * an option with a palette colour (docs/API.md §1.7: NocoDB accepts either).
 */
function requestedOptions(body: ColumnBody): unknown {
  if (body.colOptions?.options) return body.colOptions.options;
  if (typeof body.dtxp === 'string' && body.dtxp.trim()) {
    return selectTitlesFromDtxp(body.dtxp).map((title) => ({ title }));
  }
  return [];
}

function checkedOptions(uidt: PhysicalUIType, body: ColumnBody): DraftOption[] | undefined {
  if (!FIELDS[uidt].hasOptions) return undefined;
  const options = requestedOptions(body);
  const error = selectOptionsError(options, FIELDS[uidt].multipleOptions);
  if (error) throw badRequest(error);
  return normaliseSelectOptions(options as SelectOptionLike[]) as DraftOption[];
}

/** The default value read as the column's type; select defaults must be options. */
function checkedDefault(
  uidt: PhysicalUIType,
  cdf: unknown,
  ctx: FieldContext,
): { cdf: unknown; cdfText: string | null } {
  if (cdf === undefined || cdf === null || cdf === '') return { cdf: null, cdfText: null };
  const parsed = FIELDS[uidt].parse(cdf, ctx);
  if (!parsed.ok) {
    const notOption = FIELDS[uidt].hasOptions && /not one of the options/.test(parsed.error);
    throw badRequest(
      notOption ? SELECT_OPTION_MESSAGES.defaultNotOption(String(cdf)) : COLUMN_MESSAGES.badDefault(parsed.error),
    );
  }
  if (parsed.value === null) return { cdf: null, cdfText: null };
  const text = typeof parsed.value === 'string' ? parsed.value : JSON.stringify(parsed.value);
  return { cdf: parsed.value, cdfText: text };
}

const lower = (s: string | null) => (s ?? '').toLowerCase();

/** A field's title: given, at most 255 characters, not another field's of the table (ignoring case). */
export function checkedTitle(given: string | null | undefined, others: ReadonlyArray<{ title: string }>): string {
  const title = (given ?? '').trim();
  if (!title) throw badRequest(COLUMN_MESSAGES.titleRequired);
  if (title.length > 255) throw badRequest(COLUMN_MESSAGES.titleTooLong);
  if (others.some((c) => lower(c.title) === title.toLowerCase())) throw badRequest(COLUMN_MESSAGES.duplicateTitle);
  return title;
}

/**
 * Checks a column request against the core field registry and the table: type known and physical, title and
 * name present, unique and not too long, options and default valid. Every problem is a 400 `{msg}`.
 */
export function columnDraft(raw: unknown, ctx: DraftContext): ColumnDraft {
  const body = parseBody(columnSchema, raw);
  const uidt = checkedType(body.uidt, ctx.creatingTable);
  const title = checkedTitle(body.title ?? body.column_name, ctx.others);
  const columnName = safeIdentifier((body.column_name ?? '').trim() || title);
  const max = MAX_IDENTIFIER[ctx.dialect];
  if (identifierLength(ctx.dialect, columnName) > max) throw badRequest(COLUMN_MESSAGES.nameTooLong(max));
  if (ctx.others.some((c) => lower(c.column_name) === columnName.toLowerCase())) {
    throw badRequest(COLUMN_MESSAGES.duplicateName);
  }

  const backend = BACKEND_FIELDS[uidt];
  const pk = !!backend.alwaysKey || !!body.pk;
  if (pk && !ctx.creatingTable) throw badRequest(COLUMN_MESSAGES.keyOnlyOnCreate);
  const ai = pk && (body.ai ?? !!backend.autoIncrement);
  if (ai && !backend.autoIncrement) throw badRequest(COLUMN_MESSAGES.autoIncrement);

  const typeError = backend.columnError?.({ dt: body.dt }, ctx.dialect);
  if (typeError) throw badRequest(typeError);
  const options = checkedOptions(uidt, body);
  const meta = metaObject(body.meta);
  const { cdf, cdfText } = checkedDefault(uidt, ai ? undefined : body.cdf, { colOptions: { options }, meta });
  const dtx = backend.dtx ?? { dtxp: null, dtxs: null };
  return {
    title,
    column_name: columnName,
    uidt,
    dt: backend.sqlType(ctx.dialect, { dt: body.dt }),
    ...dtx,
    ...(options ? { dtxp: options.map((o) => `'${o.title.replace(/'/g, "''")}'`).join(',') } : {}),
    pk,
    ai,
    rqd: pk || !!body.rqd,
    pv: !!body.pv,
    system: !!body.system,
    cdf,
    cdfText,
    meta,
    options,
  };
}
