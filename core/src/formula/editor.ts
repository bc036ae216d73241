import { checkFormula } from './checker.js';
import { circularReference } from './cycles.js';
import type { FormulaField } from './fields.js';
import type { FormulaProblem } from './messages.js';
import { toStoredFormula } from './stored.js';

/**
 * The one problem the formula editor shows for `text` as typed (the first in reading order), or null when the
 * formula can be saved. With `fieldId` (the field being edited) a circular reference is a problem too.
 */
export function formulaEditorProblem(
  text: string,
  fields: readonly FormulaField[],
  fieldId?: string,
): FormulaProblem | null {
  const checked = checkFormula(text, fields);
  if (!checked.ok) return checked.problems[0]!;
  if (fieldId === undefined) return null;
  const stored = toStoredFormula(text, fields);
  if (!stored.ok) return stored.problem;
  return circularReference(fieldId, stored.value, fields);
}
