import { BACKEND_FIELDS } from '../fields/registry';
import type { SqlDialect } from '../data/dialect';
import type { LookupOptions } from '../meta/col-options';
import { JSON_FUNCTIONS, linkedKeys } from '../relations/link-sql';
import { nullSql, type FieldSql, type VirtualBackendField } from './field';
import { linkedAlias, linkedRows, orNull, throughLink } from './links';

/** A many-valued lookup's JSON text (or what the driver parsed) as an array of API values, nested lookups flattened. */
function arrayFromDb(read: (value: unknown, dialect: SqlDialect) => unknown, nested: boolean) {
  const parse = (value: unknown): unknown => {
    if (Buffer.isBuffer(value)) return parse(value.toString('utf8'));
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  };
  return (value: unknown, dialect: SqlDialect): unknown[] | null => {
    const list = parse(value);
    if (!Array.isArray(list)) return value === null || value === undefined ? [] : null;
    // A lookup of a many-valued lookup: each item is that lookup's own list (JSON text, or parsed), read by it.
    if (nested) return list.flatMap((item) => (read(item, dialect) as unknown[] | null) ?? []);
    return list.map((item) => read(item, dialect));
  };
}

/**
 * A lookup reads a field of the linked records (docs/API.md §1.11 row shape): through a bt link the one value, as
 * the looked-up field reads (its type's filters and sorting apply); through hm and mm an array of the values in key
 * order (filters see its JSON text: blank / not blank, like). The looked-up field may be virtual (a formula, another
 * lookup): it is read through the projection at the linked rows' alias.
 */
export const lookupField: VirtualBackendField = {
  uidt: 'Lookup',
  project(column, ctx): FieldSql {
    const options = column.colOptions as LookupOptions | undefined;
    const through = throughLink(ctx, options?.fk_relation_column_id);
    if (typeof through === 'string') return nullSql(ctx, through);
    const looked = options ? ctx.schema.column(options.fk_lookup_column_id) : undefined;
    if (!looked || looked.fk_model_id !== through.related.id) return nullSql(ctx, 'the field it looks up was deleted');
    return orNull(ctx, () => {
      const { knex, dialect } = ctx;
      const alias = linkedAlias(ctx);
      const value = ctx.fieldSql(looked, { model: through.related, outer: alias, depth: ctx.depth });
      const read = value.fromDb ?? BACKEND_FIELDS[value.resultUidt].fromDb;
      // Filters ask whether a linked record's value matches: a set of keys computed once (data/filters).
      const filterColumn = {
        title: looked.title,
        column_name: looked.column_name ?? looked.title,
        uidt: value.resultUidt,
        expression: value.expression,
        ...(value.through ? { through: value.through } : {}),
      };
      const relatedKeys = ctx.schema.columnsOf(through.related.id).filter((c) => c.pk && !c.virtual);
      const relatedKey = relatedKeys.length === 1 && relatedKeys[0]!.ai ? relatedKeys[0]! : undefined;
      const { outer, inner } = linkedKeys(knex, ctx.schema, through.link, ctx.outer, alias);
      const byLink = {
        column: filterColumn,
        outer,
        inner,
        keys: () => linkedKeys(knex, ctx.schema, through.link, ctx.outer, alias).keys,
        // A column of the related table: its text index serves the key set's search (data/filters/types.ts).
        ...(looked.virtual
          ? {}
          : {
              related: {
                table: through.related.table_name,
                column: looked.column_name ?? looked.title,
                alias,
                ...(relatedKey ? { key: relatedKey.column_name ?? relatedKey.title } : {}),
              },
            }),
      };
      if (!through.many) {
        const one = (sql: typeof value.expression) => knex.raw('(?)', [linkedRows(ctx, through).select(sql).limit(1)]);
        return {
          expression: one(value.expression),
          ...(value.select ? { select: one(value.select) } : {}),
          resultUidt: value.resultUidt,
          fromDb: read,
          through: byLink,
          overLinked: { rows: linkedRows(ctx, through).limit(1), value: value.select ?? value.expression },
        };
      }
      if (dialect === 'mssql') return nullSql(ctx, 'lookups through many links are not read on SQL Server');
      const fn = JSON_FUNCTIONS[dialect];
      const keys = ctx.schema.columnsOf(through.related.id).filter((c) => c.pk && !c.virtual);
      const key = keys.length === 1 ? `${alias}.${keys[0]!.column_name ?? keys[0]!.title}` : undefined;
      const item = value.select ?? value.expression;
      const array = key
        ? knex.raw(`coalesce(${fn.array}(? order by ??), ${fn.empty})`, [item, key])
        : knex.raw(`coalesce(${fn.array}(?), ${fn.empty})`, [item]);
      const rows = linkedRows(ctx, through);
      const list = knex.raw('(?)', [rows.clone().select(array)]);
      return {
        // Sorted and grouped by its text (PostgreSQL cannot order json).
        expression: dialect === 'pg' ? knex.raw('cast(? as text)', [list]) : list,
        select: list,
        // Filters and sorts take the looked-up field's type: a term holds when one linked value does.
        resultUidt: value.resultUidt,
        fromDb: arrayFromDb(read, value.many === true),
        many: true,
        through: byLink,
        overLinked: { rows, value: array },
      };
    });
  },
};
