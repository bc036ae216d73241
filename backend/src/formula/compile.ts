import {
  fieldValueType,
  isFormulaFunction,
  parseFormula,
  resolveField,
  type BinaryNode,
  type FormulaField,
  type FormulaNode,
  type ValueType,
} from '@basalt/core';
import { equal, ordered } from './compare';
import {
  NULL,
  asBool,
  asFloat,
  concatText,
  mysqlText,
  numberLiteral,
  textLiteral,
  toNumber,
  toTextOrEmpty,
  truthy,
  withErrors,
} from './convert';
import { dateColumn } from './date-sql';
import { FUNCTION_COMPILERS } from './functions';
import { raw, sql, type Sql } from './sql';
import { FormulaCompileError, type Compiled, type FormulaCompileContext } from './types';

export type FormulaCompileResult =
  | { ok: true; sql: string; bindings: unknown[]; type: ValueType }
  | { ok: false; code: FormulaCompileError['code']; message: string; params: Record<string, string | number> };

/**
 * A formula (stored `{{id}}` form, or its parsed tree) as one SQL expression for the context's database, with its
 * literals as bindings: `knex.raw(sql, bindings)`. Where the formula fails for a record (division by zero, an
 * invalid date text…) the expression is NULL, as the evaluator's error shows blank. The formula should have passed
 * `checkFormula`; what cannot be compiled for this database is `{ok: false}` with a code and a message.
 */
export function compileFormula(formula: string | FormulaNode, ctx: FormulaCompileContext): FormulaCompileResult {
  try {
    const part = new FormulaCompiler(ctx, new Set()).formula(formula);
    // Numbers leave as doubles: PostgreSQL's numeric and MySQL's decimal would reach JavaScript as text.
    const typed = part.type === 'numeric' && ctx.dialect !== 'sqlite' ? asFloat(ctx.dialect, part.value) : part.value;
    const value = part.error ? sql`(CASE WHEN ${part.error} THEN NULL ELSE ${typed} END)` : typed;
    return { ok: true, sql: value.text, bindings: [...value.bindings], type: part.type };
  } catch (error) {
    if (!(error instanceof FormulaCompileError)) throw error;
    return { ok: false, code: error.code, message: error.message, params: error.params };
  }
}

const NUMERIC_UIDT_BOOLEAN = new Set(['Checkbox']);

/** A field's stored value as the part of its formula type (docs/FORMULAS.md, types). */
function readField(ctx: FormulaCompileContext, field: FormulaField, column: Sql, type: ValueType): Sql {
  const d = ctx.dialect;
  switch (type) {
    case 'numeric':
      return asFloat(d, column);
    case 'boolean':
      if (d === 'pg' && NUMERIC_UIDT_BOOLEAN.has(field.uidt))
        return sql`(CASE WHEN ${column} THEN 1 WHEN NOT ${column} THEN 0 END)`;
      return sql`(CASE WHEN ${column} <> 0 THEN 1 WHEN ${column} = 0 THEN 0 END)`;
    case 'date':
      return dateColumn(d, column, field.uidt);
    case 'string':
      return d === 'pg' ? sql`CAST(${column} AS text)` : d === 'mysql' ? mysqlText(column) : column;
    default:
      return NULL;
  }
}

class FormulaCompiler {
  constructor(
    private readonly ctx: FormulaCompileContext,
    /** Formula fields being compiled further up: meeting one again is a circular reference. */
    private readonly visiting: ReadonlySet<string>,
  ) {}

  formula(formula: string | FormulaNode): Compiled {
    if (typeof formula !== 'string') return this.node(formula);
    const parsed = parseFormula(formula);
    if (!parsed.ok) throw new FormulaCompileError('invalidFormula', 'the formula cannot be read');
    return this.node(parsed.ast);
  }

  node(node: FormulaNode): Compiled {
    const d = this.ctx.dialect;
    switch (node.kind) {
      case 'number':
        return { value: numberLiteral(d, node.value), type: 'numeric', error: null };
      case 'string':
        return { value: textLiteral(d, node.value), type: 'string', error: null };
      case 'boolean':
        return { value: raw(node.value ? '1' : '0'), type: 'boolean', error: null };
      case 'field':
        return this.field(node);
      case 'unary': {
        const operand = this.node(node.operand);
        const n = toNumber(d, operand);
        return { value: node.op === '-' ? sql`(-${n})` : n, type: 'numeric', error: operand.error };
      }
      case 'binary':
        return this.binary(node);
      case 'call': {
        if (!isFormulaFunction(node.name))
          throw new FormulaCompileError('invalidFormula', `unknown function ${node.name}`);
        const args = node.args.map((arg) => this.node(arg));
        return FUNCTION_COMPILERS[node.name](args, node, this.ctx);
      }
    }
  }

  private field(node: Extract<FormulaNode, { kind: 'field' }>): Compiled {
    const found = resolveField(node, this.ctx.fields);
    // A deleted field is the formula's failure for every record, not a compile error (docs/FORMULAS.md).
    if (!found.ok) return { value: NULL, type: 'any', error: raw('(1 = 1)') };
    const { field } = found;
    if (field.uidt === 'Formula' && field.formula) {
      if (this.visiting.has(field.id))
        throw new FormulaCompileError('circularReference', `the formula reads itself through ${field.title}`);
      return new FormulaCompiler(this.ctx, new Set([...this.visiting, field.id])).formula(field.formula);
    }
    const type = fieldValueType(field, this.ctx.fields);
    const column = this.ctx.fieldSql(field.id);
    if (type === 'link' || !column) return { value: NULL, type: 'any', error: null };
    return { value: readField(this.ctx, field, column, type), type, error: null };
  }

  private binary(node: BinaryNode): Compiled {
    const d = this.ctx.dialect;
    const a = this.node(node.left);
    const b = this.node(node.right);
    const nodes = [node.left, node.right] as const;
    const both = (value: Sql, type: ValueType, own: Sql | null = null): Compiled => ({
      value,
      type,
      error: withErrors(own, a, b),
    });
    switch (node.op) {
      case '&':
        return both(concatText(d, [toTextOrEmpty(d, a), toTextOrEmpty(d, b)]), 'string');
      case '&&':
        return both(asBool(sql`${truthy(d, a)} AND ${truthy(d, b)}`), 'boolean');
      case '||':
        return both(asBool(sql`(${truthy(d, a)} OR ${truthy(d, b)})`), 'boolean');
      case '=':
        return both(equal(this.ctx, a, b, nodes), 'boolean');
      case '!=':
        return both(sql`(1 - ${equal(this.ctx, a, b, nodes)})`, 'boolean');
      case '<':
      case '>':
      case '<=':
      case '>=':
        return both(ordered(this.ctx, node.op, a, b, nodes), 'boolean');
      case '/': {
        const [x, y] = [toNumber(d, a), toNumber(d, b)];
        return both(sql`(${asFloat(d, x)} / NULLIF(${y}, 0))`, 'numeric', sql`(${x} IS NOT NULL AND ${y} = 0)`);
      }
      default:
        return both(sql`(${toNumber(d, a)} ${node.op} ${toNumber(d, b)})`, 'numeric');
    }
  }
}
