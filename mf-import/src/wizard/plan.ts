import type { ImportColumn, ImportMapping, ImportSourceKind, ImportTableTemplate, ImportValue } from '@basalt/core';
import type { ParseSettings, SheetTarget, SourceInput } from '../engine';

/** What the user chose on the source step. */
export interface SourceChoice {
  kind: ImportSourceKind;
  file?: File;
  url: string;
  /** '' means detect it. */
  delimiter: string;
  firstRowIsHeader: boolean;
  normalizeNested: boolean;
  autoSelectFieldTypes: boolean;
}

/** One sheet's destination: a new table from its template, or an existing table through a mapping. */
export interface SheetPlan {
  sheetName: string;
  rows: ImportValue[][];
  mode: 'new' | 'existing';
  template: ImportTableTemplate;
  /** Set once a table is chosen in 'existing' mode. */
  mapping?: ImportMapping;
}

/** What an editor of one sheet's destination is given: the source it reads again (to count) and the plan. */
export interface SheetEditorProps<Change> {
  projectId: string;
  source: SourceInput;
  settings: ParseSettings;
  plan: SheetPlan;
  onChange: (change: Change) => void;
}

export const NO_ROWS_PREVIEWED = 5;

export function sheetTarget(plan: SheetPlan): SheetTarget {
  return plan.mode === 'existing' && plan.mapping
    ? { sheetName: plan.sheetName, mapping: plan.mapping }
    : { sheetName: plan.sheetName, template: plan.template };
}

/** Why the plan cannot run yet, as an `import.errors` key; undefined when it can. */
export function planProblem(plan: SheetPlan): string | undefined {
  if (plan.mode === 'existing') {
    if (!plan.mapping) return 'chooseTable';
    return plan.mapping.fields.some((f) => f !== null) ? undefined : 'noFields';
  }
  if (!plan.template.title.trim()) return 'tableName';
  if (plan.template.columns.length === 0) return 'noFields';
  if (plan.template.columns.some((c) => !c.title.trim())) return 'fieldName';
  return undefined;
}

/** The template's data rows (the header row left out), the first `count` of them. */
export function dataRows(plan: SheetPlan, count = NO_ROWS_PREVIEWED): ImportValue[][] {
  const start = plan.template.headerRow ? 1 : 0;
  return plan.rows.slice(start, start + count);
}

export function renameColumn(template: ImportTableTemplate, sourceIndex: number, patch: Partial<ImportColumn>) {
  return {
    ...template,
    columns: template.columns.map((c) => (c.sourceIndex === sourceIndex ? { ...c, ...patch } : c)),
  };
}

export function dropColumn(template: ImportTableTemplate, sourceIndex: number): ImportTableTemplate {
  return { ...template, columns: template.columns.filter((c) => c.sourceIndex !== sourceIndex) };
}
