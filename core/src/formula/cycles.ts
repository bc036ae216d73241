import type { FormulaField } from './fields.js';
import type { FormulaProblem } from './messages.js';
import { parseFormula } from './parser.js';
import { referencedFieldIds } from './stored.js';

/** Which fields each computed field reads, by id. Lookups and rollups can add their edges to the same map. */
export type FieldDependencies = ReadonlyMap<string, readonly string[]>;

/** The fields each Formula field's stored expression refers to (an unreadable formula refers to none). */
export function formulaDependencies(fields: readonly FormulaField[]): Map<string, string[]> {
  const dependencies = new Map<string, string[]>();
  for (const field of fields) {
    if (field.uidt !== 'Formula' || !field.formula) continue;
    const parsed = parseFormula(field.formula);
    dependencies.set(field.id, parsed.ok ? referencedFieldIds(parsed.ast) : []);
  }
  return dependencies;
}

/**
 * A cycle of fields reading each other, as ids from a field back to itself (`[A, B, A]`), or null. With `from`,
 * only a cycle through that field (the one being saved) is looked for.
 */
export function findCycle(dependencies: FieldDependencies, from?: string): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();

  const visit = (id: string): string[] | null => {
    if (onPath.has(id)) return [...path.slice(path.indexOf(id)), id];
    if (done.has(id)) return null;
    path.push(id);
    onPath.add(id);
    for (const next of dependencies.get(id) ?? []) {
      const cycle = visit(next);
      if (cycle && (from === undefined || cycle.includes(from))) return cycle;
    }
    path.pop();
    onPath.delete(id);
    done.add(id);
    return null;
  };

  const starts = from === undefined ? [...dependencies.keys()] : [from];
  for (const id of starts) {
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * Whether saving `stored` as the formula of field `fieldId` would make fields read each other: the problem names
 * the fields in order (`Total → Tax → Total`), or null when there is no cycle.
 */
export function circularReference(
  fieldId: string,
  stored: string,
  fields: readonly FormulaField[],
  extraDependencies?: FieldDependencies,
): FormulaProblem | null {
  const withEdit = fields.some((f) => f.id === fieldId)
    ? fields.map((f) => (f.id === fieldId ? { ...f, uidt: 'Formula', formula: stored } : f))
    : [...fields, { id: fieldId, title: fieldId, uidt: 'Formula', formula: stored }];
  const dependencies = formulaDependencies(withEdit);
  for (const [id, ids] of extraDependencies ?? []) dependencies.set(id, [...(dependencies.get(id) ?? []), ...ids]);
  const cycle = findCycle(dependencies, fieldId);
  if (!cycle) return null;
  const title = (id: string) => withEdit.find((f) => f.id === id)?.title ?? id;
  return { code: 'formula.circularReference', params: { path: cycle.map(title).join(' → ') } };
}
