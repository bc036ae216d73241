/**
 * The syntax tree of a formula (docs/FORMULAS.md). Every node carries the offsets of the text it was read from
 * (`start` inclusive, `end` exclusive), so a checker, a compiler or an editor can point at it.
 */
export interface Span {
  start: number;
  end: number;
}

export interface NumberNode extends Span {
  kind: 'number';
  value: number;
}

export interface StringNode extends Span {
  kind: 'string';
  value: string;
}

export interface BooleanNode extends Span {
  kind: 'boolean';
  value: boolean;
}

/**
 * A field reference. `by: 'id'` is the stored form `{{cl_…}}`; `by: 'title'` is what people type, `{Title}` or,
 * for NocoDB compatibility (docs/API.md §5), a bare name (`bare: true`).
 */
export interface FieldNode extends Span {
  kind: 'field';
  by: 'id' | 'title';
  ref: string;
  bare?: boolean;
}

/** A function call; `name` is upper-cased, `nameEnd` is where the name stops (for messages about the name). */
export interface CallNode extends Span {
  kind: 'call';
  name: string;
  nameEnd: number;
  args: FormulaNode[];
}

export type UnaryOp = '-' | '+';

export interface UnaryNode extends Span {
  kind: 'unary';
  op: UnaryOp;
  operand: FormulaNode;
}

/** `==` is read as `=` and `<>` as `!=`, so a compiler sees one spelling of each. */
export type BinaryOp = '+' | '-' | '*' | '/' | '&' | '=' | '!=' | '<' | '>' | '<=' | '>=' | '&&' | '||';

export interface BinaryNode extends Span {
  kind: 'binary';
  op: BinaryOp;
  /** Where the operator itself is written. */
  opStart: number;
  left: FormulaNode;
  right: FormulaNode;
}

export type FormulaNode = NumberNode | StringNode | BooleanNode | FieldNode | CallNode | UnaryNode | BinaryNode;

/** The type of a formula's value or of one of its parts; `any` is a value of no fixed type (BLANK(), an error). */
export type ValueType = 'string' | 'numeric' | 'date' | 'boolean' | 'any';

/** Every node below `node`, itself included, depth first in reading order. */
export function* walkFormula(node: FormulaNode): Generator<FormulaNode> {
  yield node;
  if (node.kind === 'call') for (const arg of node.args) yield* walkFormula(arg);
  else if (node.kind === 'unary') yield* walkFormula(node.operand);
  else if (node.kind === 'binary') {
    yield* walkFormula(node.left);
    yield* walkFormula(node.right);
  }
}
