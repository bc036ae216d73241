import { walkFormula, type FieldNode, type FormulaNode } from './ast.js';
import { resolveField, type FormulaField } from './fields.js';
import { fieldTitleText } from './lexer.js';
import { problemAt, type FormulaProblem, type FormulaResult } from './messages.js';
import { parseFormula } from './parser.js';

/**
 * A formula is stored with its field references by id, `{{cl_…}}` (NocoDB's `formula`, docs/API.md §5), and shown
 * with titles, `{Title}`: renaming a field changes what people see and nothing that is stored.
 */
export function toStoredFormula(text: string, fields: readonly FormulaField[]): FormulaResult<string> {
  const parsed = parseFormula(text);
  if (!parsed.ok) return parsed;
  const edits: Edit[] = [];
  for (const node of fieldNodes(parsed.ast)) {
    const found = resolveField(node, fields);
    if (!found.ok) return found;
    edits.push({ node, text: `{{${found.field.id}}}` });
  }
  return { ok: true, value: applyEdits(text, edits) };
}

export type DisplayResult = { ok: true; value: string } | { ok: false; problem: FormulaProblem; value: string };

/**
 * The stored formula as people read and edit it: each `{{id}}` replaced by its field's current `{Title}`. A
 * reference to a field that no longer exists stays as its `{{id}}` and is reported, never thrown, so a table with
 * such a formula still reads (the formula shows an error).
 */
export function toDisplayFormula(stored: string, fields: readonly FormulaField[]): DisplayResult {
  const parsed = parseFormula(stored);
  if (!parsed.ok) return { ...parsed, value: stored };
  let value = '';
  let copied = 0;
  let problem: FormulaProblem | undefined;
  for (const node of [...fieldNodes(parsed.ast)].sort((a, b) => a.start - b.start)) {
    if (node.by !== 'id') continue;
    value += stored.slice(copied, node.start);
    copied = node.end;
    const found = resolveField(node, fields);
    if (found.ok) {
      value += fieldTitleText(found.field.title);
      continue;
    }
    // The position is where the reference stands in the text shown, not in the stored one.
    const shown = { start: value.length, end: value.length + node.end - node.start };
    problem ??= problemAt(found.problem.code, shown, { id: node.ref });
    value += stored.slice(node.start, node.end);
  }
  value += stored.slice(copied);
  return problem ? { ok: false, problem, value } : { ok: true, value };
}

/** The ids of the fields a stored formula refers to, each once, in reading order (deleted ones included). */
export function referencedFieldIds(ast: FormulaNode): string[] {
  const ids = new Set<string>();
  for (const node of fieldNodes(ast)) if (node.by === 'id') ids.add(node.ref);
  return [...ids];
}

interface Edit {
  node: FieldNode;
  text: string;
}

function* fieldNodes(ast: FormulaNode): Generator<FieldNode> {
  for (const node of walkFormula(ast)) if (node.kind === 'field') yield node;
}

/** Replaces each edit's span, from the last so earlier offsets stay true; the rest of the text is kept as written. */
function applyEdits(text: string, edits: Edit[]): string {
  let out = text;
  for (const { node, text: replacement } of [...edits].sort((a, b) => b.node.start - a.node.start)) {
    out = out.slice(0, node.start) + replacement + out.slice(node.end);
  }
  return out;
}
