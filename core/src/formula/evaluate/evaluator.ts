import type { BinaryNode, FormulaNode } from '../ast.js';
import { fieldValueType } from '../checker.js';
import { resolveField, type FormulaField } from '../fields.js';
import { FORMULA_FUNCTIONS, type FormulaFunctionName } from '../functions/catalogue.js';
import { parseFormula } from '../parser.js';
import { DATE_IMPLS } from './dates.js';
import type { EvaluationClock, FunctionImpl } from './function-impl.js';
import { LOGICAL_IMPLS } from './logical.js';
import { NUMERIC_IMPLS } from './numeric.js';
import { TEXT_IMPLS } from './text.js';
import {
  FormulaError,
  compareValues,
  isError,
  numberOutcome,
  toDate,
  toNumber,
  toText,
  valuesEqual,
  type FormulaErrorReason,
  type FormulaValue,
  type Outcome,
} from './values.js';

/** Every function's behaviour in TypeScript, keyed like the catalogue (a database's compiler is keyed the same). */
export const FORMULA_IMPLS = {
  ...NUMERIC_IMPLS,
  ...TEXT_IMPLS,
  ...DATE_IMPLS,
  ...LOGICAL_IMPLS,
} satisfies Record<FormulaFunctionName, FunctionImpl>;

export interface EvaluationInput {
  /** The table's fields; Formula fields with their stored `formula`, evaluated when referred to. */
  fields: readonly FormulaField[];
  /** The record's values by field id, as the API gives them. */
  row: Readonly<Record<string, unknown>>;
  /** What NOW() and TODAY() read (the current time if left out). */
  now?: Date;
  recordId?: string | number | null;
}

export type EvaluationResult = { ok: true; value: FormulaValue } | { ok: false; reason: FormulaErrorReason };

/**
 * A formula's value for one record, computed in TypeScript the way docs/FORMULAS.md describes: the editor's live
 * preview, and the oracle each database's compiled SQL is tested against. The formula should have passed
 * `checkFormula`; what cannot be computed is an error result, never thrown.
 */
export function evaluateFormula(formula: string | FormulaNode, input: EvaluationInput): EvaluationResult {
  const clock = { now: input.now ?? new Date(), recordId: input.recordId == null ? null : String(input.recordId) };
  const outcome = new Evaluator(input, clock, new Set()).formula(formula);
  return isError(outcome) ? { ok: false, reason: outcome.reason } : { ok: true, value: outcome };
}

class Evaluator {
  constructor(
    private readonly input: EvaluationInput,
    private readonly clock: EvaluationClock,
    /** Formula fields being evaluated further up: meeting one again is a circular reference. */
    private readonly visiting: ReadonlySet<string>,
  ) {}

  formula(formula: string | FormulaNode): Outcome {
    if (typeof formula !== 'string') return this.node(formula);
    const parsed = parseFormula(formula);
    return parsed.ok ? this.node(parsed.ast) : new FormulaError('invalidFormula');
  }

  private node(node: FormulaNode): Outcome {
    switch (node.kind) {
      case 'number':
      case 'string':
      case 'boolean':
        return node.value;
      case 'field':
        return this.field(node);
      case 'unary': {
        const operand = this.node(node.operand);
        if (isError(operand)) return operand;
        const n = toNumber(operand);
        return n === null ? null : numberOutcome(node.op === '-' ? -n : n);
      }
      case 'binary':
        return this.binary(node);
      case 'call': {
        const args = node.args.map((arg) => this.node(arg));
        const impl: FunctionImpl | undefined = (FORMULA_IMPLS as Record<string, FunctionImpl>)[node.name];
        return impl && node.name in FORMULA_FUNCTIONS ? impl.run(args, this.clock) : new FormulaError('invalidFormula');
      }
    }
  }

  private field(node: Extract<FormulaNode, { kind: 'field' }>): Outcome {
    const found = resolveField(node, this.input.fields);
    if (!found.ok) return new FormulaError('deletedField');
    const { field } = found;
    if (field.uidt === 'Formula' && field.formula) {
      if (this.visiting.has(field.id)) return new FormulaError('circularReference');
      return new Evaluator(this.input, this.clock, new Set([...this.visiting, field.id])).formula(field.formula);
    }
    return readFieldValue(this.input.row[field.id], fieldValueType(field, this.input.fields));
  }

  private binary(node: BinaryNode): Outcome {
    const left = this.node(node.left);
    const right = this.node(node.right);
    if (isError(left)) return left;
    if (isError(right)) return right;
    switch (node.op) {
      case '&':
        return toText(left) + toText(right);
      case '&&':
        return FORMULA_IMPLS.AND.run([left, right], this.clock);
      case '||':
        return FORMULA_IMPLS.OR.run([left, right], this.clock);
      case '=':
        return valuesEqual(left, right);
      case '!=':
        return !valuesEqual(left, right);
      case '<':
      case '>':
      case '<=':
      case '>=':
        return ordered(node.op, compareValues(left, right));
      default:
        return arithmetic(node.op, toNumber(left), toNumber(right));
    }
  }
}

function ordered(op: '<' | '>' | '<=' | '>=', order: number | null): boolean {
  if (order === null) return false;
  return op === '<' ? order < 0 : op === '>' ? order > 0 : op === '<=' ? order <= 0 : order >= 0;
}

function arithmetic(op: '+' | '-' | '*' | '/', a: number | null, b: number | null): Outcome {
  if (a === null || b === null) return null;
  if (op === '/' && b === 0) return new FormulaError('divisionByZero');
  return numberOutcome(op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : a / b);
}

/** A stored value (as the API gives it) read as the field's formula type. */
function readFieldValue(value: unknown, type: string): Outcome {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'numeric':
      return typeof value === 'number' ? value : toNumber(typeof value === 'string' ? value : null);
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 'true';
    case 'date':
      return value instanceof Date ? value : toDate(String(value));
    default:
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
      return value instanceof Date ? value : JSON.stringify(value);
  }
}
