import type { FieldNode, ValueType } from './ast.js';
import { problemAt, type FormulaProblem } from './messages.js';
import { closestMatch } from './suggest.js';

/** What formulas need to know of a table's field. */
export interface FormulaField {
  id: string;
  title: string;
  uidt: string;
  /** A Formula field's stored expression (`{{id}}` references), so formulas over formulas know its type. */
  formula?: string | null;
}

export type FieldLookup = { ok: true; field: FormulaField } | { ok: false; problem: FormulaProblem };

/**
 * The field a reference names: by id for the stored form; by title exactly, else by title ignoring case when that
 * names one field. A missing id is a deleted field; a missing title gets a "did you mean" when one is close.
 */
export function resolveField(node: FieldNode, fields: readonly FormulaField[]): FieldLookup {
  if (node.by === 'id') {
    const field = fields.find((f) => f.id === node.ref);
    return field
      ? { ok: true, field }
      : { ok: false, problem: problemAt('formula.deletedField', node, { id: node.ref }) };
  }
  const exact = fields.find((f) => f.title === node.ref);
  if (exact) return { ok: true, field: exact };
  const folded = fields.filter((f) => f.title.toLowerCase() === node.ref.toLowerCase());
  if (folded.length === 1) return { ok: true, field: folded[0]! };
  const suggestion = closestMatch(
    node.ref,
    fields.map((f) => f.title),
  );
  const problem = suggestion
    ? problemAt('formula.unknownFieldSuggestion', node, { field: node.ref, suggestion })
    : problemAt('formula.unknownField', node, { field: node.ref });
  return { ok: false, problem };
}

/** A field's type in formulas, from `typeOfField` (core's field definitions; formulas: their own result). */
export type FieldTypeOf = (field: FormulaField) => ValueType | undefined;
