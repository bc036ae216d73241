import type { FormulaField, PhysicalUIType, ValueType } from '@basalt/core';
import type { Knex } from 'knex';
import type { FormulaOptions } from '../meta/col-options';
import type { ColumnRecord } from '../meta/types';
import { compileFormula } from '../formula/compile';
import { nullSql, type FieldSql, type ProjectionContext, type VirtualBackendField } from './field';

/** The physical type whose filters, sorting and value reading a formula's result takes. */
const RESULT_UIDT: Record<ValueType, PhysicalUIType> = {
  numeric: 'Decimal',
  string: 'SingleLineText',
  date: 'DateTime',
  boolean: 'Checkbox',
  any: 'SingleLineText',
};

/** The fields of a table as formulas see them: Formula fields carry their stored formula (compiled in place). */
export function formulaFields(columns: readonly ColumnRecord[]): FormulaField[] {
  return columns.map((c) => ({
    id: c.id,
    title: c.title,
    uidt: c.uidt,
    formula: c.uidt === 'Formula' ? ((c.colOptions as FormulaOptions | undefined)?.formula ?? null) : undefined,
  }));
}

const sqlOf = (raw: Knex.Raw) => {
  const { sql, bindings } = raw.toSQL();
  return { text: sql, bindings };
};

/**
 * A Formula field reads as its formula compiled for the database (backend/src/formula), over the SQL of the fields
 * it names, so filters, sorts and groups use the same expression as the value (docs/FORMULAS.md). A formula that no
 * longer compiles (a field it reads was deleted) reads as null and carries the reason.
 */
export const formulaField: VirtualBackendField = {
  uidt: 'Formula',
  project(column, ctx): FieldSql {
    const options = column.colOptions as FormulaOptions | undefined;
    if (!options?.formula) return nullSql(ctx, 'the field has no formula');
    const columns = ctx.schema.columnsOf(ctx.model.id);
    const byId = new Map(columns.map((c) => [c.id, c]));
    const keys = columns.filter((c) => c.pk);
    const compiled = compileFormula(options.formula, {
      dialect: ctx.dialect,
      fields: formulaFields(columns),
      fieldSql: (id) => {
        const field = byId.get(id);
        return field ? sqlOf(ctx.fieldSql(field, ctx).expression) : undefined;
      },
      recordIdSql: keys.length === 1 ? sqlOf(ctx.fieldSql(keys[0]!, ctx).expression) : undefined,
      sqliteFunctions: true,
    });
    if (!compiled.ok) return nullSql(ctx, compiled.message);
    const value = ctx.knex.raw(`(${compiled.sql})`, compiled.bindings as Knex.RawBinding[]);
    return { ...resultOf(ctx, value, compiled.type), ...(options.error ? { error: options.error } : {}) };
  },
};

/** The compiled value as its result type wants it compared and selected. */
function resultOf(ctx: ProjectionContext, value: Knex.Raw, type: ValueType): FieldSql {
  const resultUidt = RESULT_UIDT[type];
  if (type === 'boolean' && ctx.dialect === 'pg') {
    // True and false are 1 and 0 in compiled formulas; PostgreSQL's checkbox filters compare with booleans.
    return { expression: ctx.knex.raw('(? = 1)', [value]), resultUidt };
  }
  if (type === 'date' && ctx.dialect === 'pg') {
    // A UTC timestamp without zone: selected as ISO text, so the driver does not read it in the server's zone.
    const select = ctx.knex.raw(`to_char(?, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`, [value]);
    return { expression: value, select, resultUidt };
  }
  return { expression: value, resultUidt };
}
