import type { BinaryNode, CallNode, FormulaNode, UnaryNode, ValueType } from './ast.js';
import { fieldOf } from '../fields/registry.js';
import { resolveField, type FormulaField } from './fields.js';
import { FORMULA_FUNCTION_NAMES, formulaFunction } from './functions/catalogue.js';
import {
  arityOf,
  paramAt,
  type FormulaFunctionSpec,
  type FormulaParam,
  type ParamType,
} from './functions/function-spec.js';
import { problemAt, type FormulaProblem } from './messages.js';
import { parseFormula } from './parser.js';
import { closestMatch } from './suggest.js';

export type CheckResult =
  { ok: true; type: ValueType; ast: FormulaNode } | { ok: false; problems: FormulaProblem[]; ast?: FormulaNode };

/**
 * Reads and type-checks a formula, stored (`{{id}}`) or as typed (`{Title}`), against the table's fields: its
 * result type, or every problem found, in reading order.
 */
export function checkFormula(text: string, fields: readonly FormulaField[]): CheckResult {
  const parsed = parseFormula(text);
  if (!parsed.ok) return { ok: false, problems: [parsed.problem] };
  const { type, problems } = new Checker(fields, new Set()).check(parsed.ast);
  return problems.length ? { ok: false, problems, ast: parsed.ast } : { ok: true, type, ast: parsed.ast };
}

/** The type a field has in formulas; a Formula field's is the type of its own formula (`any` if that fails). */
export function fieldValueType(field: FormulaField, fields: readonly FormulaField[]): ValueType | 'link' {
  return new Checker(fields, new Set()).fieldType(field);
}

const ARITHMETIC = new Set(['+', '-', '*', '/']);
const COMPARISON = new Set(['=', '!=', '<', '>', '<=', '>=']);

/** Whether an argument of type `actual` may stand where `expected` is asked for (docs/FORMULAS.md, types). */
export function acceptsType(expected: ParamType, actual: ValueType): boolean {
  if (expected === 'any' || actual === 'any' || expected === actual) return true;
  // ISO text is read as a date, and a number as a condition (0 is false).
  return (expected === 'date' && actual === 'string') || (expected === 'boolean' && actual === 'numeric');
}

/** Two values may be compared when of one type (a date also with ISO text). */
function comparable(a: ValueType, b: ValueType): boolean {
  return acceptsType(a, b) || acceptsType(b, a);
}

class Checker {
  readonly problems: FormulaProblem[] = [];

  /** `visiting`: the Formula fields being checked further up, so a circular reference ends instead of looping. */
  constructor(
    private readonly fields: readonly FormulaField[],
    private readonly visiting: ReadonlySet<string>,
  ) {}

  check(ast: FormulaNode): { type: ValueType; problems: FormulaProblem[] } {
    const type = this.node(ast);
    return { type, problems: this.problems.sort((a, b) => (a.start ?? 0) - (b.start ?? 0)) };
  }

  fieldType(field: FormulaField): ValueType | 'link' {
    if (field.uidt === 'Formula' && field.formula) {
      if (this.visiting.has(field.id)) return 'any';
      const parsed = parseFormula(field.formula);
      if (!parsed.ok) return 'any';
      const inner = new Checker(this.fields, new Set([...this.visiting, field.id])).check(parsed.ast);
      return inner.problems.length ? 'any' : inner.type;
    }
    const formulaType = fieldOf(field.uidt)?.formulaType;
    if (formulaType === undefined) return 'any';
    return formulaType === 'json' ? 'string' : formulaType;
  }

  private fail(problem: FormulaProblem): ValueType {
    this.problems.push(problem);
    return 'any';
  }

  private node(node: FormulaNode): ValueType {
    switch (node.kind) {
      case 'number':
        return 'numeric';
      case 'string':
        return 'string';
      case 'boolean':
        return 'boolean';
      case 'field': {
        const found = resolveField(node, this.fields);
        if (!found.ok) return this.fail(found.problem);
        const type = this.fieldType(found.field);
        if (type === 'link') return this.fail(problemAt('formula.unusableField', node, { field: found.field.title }));
        return type;
      }
      case 'unary':
        return this.unary(node);
      case 'binary':
        return this.binary(node);
      case 'call':
        return this.call(node);
    }
  }

  private unary(node: UnaryNode): ValueType {
    const type = this.node(node.operand);
    if (!acceptsType('numeric', type)) {
      this.fail(problemAt('formula.operandType', node.operand, { op: node.op, expected: 'numeric', actual: type }));
    }
    return 'numeric';
  }

  private binary(node: BinaryNode): ValueType {
    const left = this.node(node.left);
    const right = this.node(node.right);
    const { op } = node;
    if (ARITHMETIC.has(op)) {
      for (const [side, type] of [
        [node.left, left],
        [node.right, right],
      ] as const) {
        if (!acceptsType('numeric', type)) {
          this.fail(problemAt('formula.operandType', side, { op, expected: 'numeric', actual: type }));
        }
      }
      return 'numeric';
    }
    if (COMPARISON.has(op)) {
      if (!comparable(left, right)) {
        this.fail(problemAt('formula.operandType', node.right, { op, expected: left, actual: right }));
      }
      return 'boolean';
    }
    return op === '&' ? 'string' : 'boolean';
  }

  private call(node: CallNode): ValueType {
    const argTypes = node.args.map((arg) => this.node(arg));
    const nameSpan = { start: node.start, end: node.nameEnd };
    const spec = formulaFunction(node.name);
    if (!spec) {
      const suggestion = closestMatch(node.name, FORMULA_FUNCTION_NAMES);
      return this.fail(
        suggestion
          ? problemAt('formula.unknownFunctionSuggestion', nameSpan, { name: node.name, suggestion })
          : problemAt('formula.unknownFunction', nameSpan, { name: node.name }),
      );
    }
    if (!this.arity(node, spec)) return 'any';
    node.args.forEach((arg, i) => this.argument(node, arg, argTypes[i]!, paramAt(spec, i, node.args.length)!));
    return typeof spec.result === 'function' ? spec.result(argTypes) : spec.result;
  }

  private arity(node: CallNode, spec: FormulaFunctionSpec): boolean {
    const { min, max } = arityOf(spec);
    const count = node.args.length;
    if (count < min) {
      this.fail(problemAt('formula.tooFewArguments', node, { name: node.name, min, count }));
      return false;
    }
    if (count > max) {
      const extra = { start: node.args[max]!.start, end: node.args[count - 1]!.end };
      this.fail(problemAt('formula.tooManyArguments', extra, { name: node.name, max, count }));
      return false;
    }
    return true;
  }

  private argument(call: CallNode, arg: FormulaNode, type: ValueType, param: FormulaParam): void {
    const name = call.name;
    if (param.choices) {
      if (arg.kind !== 'string') {
        this.fail(problemAt('formula.literalRequired', arg, { name, param: param.name }));
      } else if (!param.choices.includes(arg.value.toLowerCase())) {
        const choices = param.choices.join(', ');
        this.fail(problemAt('formula.invalidChoice', arg, { name, value: arg.value, choices }));
      }
      return;
    }
    if (!acceptsType(param.type, type)) {
      this.fail(
        problemAt('formula.argumentType', arg, { name, param: param.name, expected: param.type, actual: type }),
      );
    }
  }
}
