import { checkFormula, circularReference, toStoredFormula, type ColumnBody, type FormulaProblem } from '@basalt/core';
import type { Knex } from 'knex';
import type { AuthUser } from '../../auth/users';
import { badRequest } from '../../http/errors';
import { getBase } from '../../meta/bases';
import { allFormulasOfModel, updateColOptions, type FormulaOptions } from '../../meta/col-options';
import { columnsOf, updateColumn } from '../../meta/columns';
import { newMetaId } from '../../meta/ids';
import type { ColumnRecord, ModelRecord } from '../../meta/types';
import type { Services } from '../../services';
import { formulaProblemEnglish } from '../../virtual/english';
import { formulaFields } from '../../virtual/formula';
import { loadProjectSchema } from '../../virtual/schema';
import { tableFor } from '../access';
import { checkedTitle, metaObject } from './request';
import { checkVirtualReads, insertVirtualColumn } from './virtual-column';
import { tableResponse } from './store';

export const FORMULA_MESSAGES = {
  required: 'Invalid Formula: the formula is required',
  invalid: (why: string) => `Invalid Formula: ${why}`,
} as const;

interface FormulaBody {
  uidt?: unknown;
  title?: string | null;
  column_name?: string | null;
  formula_raw?: unknown;
  formula?: unknown;
  meta?: ColumnBody['meta'];
}

export const isFormulaRequest = (body: unknown): body is FormulaBody =>
  !!body && typeof body === 'object' && (body as FormulaBody).uidt === 'Formula';

const invalid = (problem: FormulaProblem) => badRequest(FORMULA_MESSAGES.invalid(formulaProblemEnglish(problem)));

/**
 * A formula as people type it (`{Title}`; `formula_raw`, or `formula` as NocoDB also takes it) checked against the
 * table (docs/FORMULAS.md): it reads, its types agree, it does not read itself through other formulas, and the
 * table's database can compute it (the compiled expression is run once, on no rows). Answers the stored form.
 */
async function checkedFormula(
  services: Services,
  model: ModelRecord,
  columns: ColumnRecord[],
  column: ColumnRecord,
  text: unknown,
): Promise<string> {
  if (typeof text !== 'string' || !text.trim()) throw badRequest(FORMULA_MESSAGES.required);
  const fields = formulaFields(columns.filter((c) => c.id !== column.id));
  const stored = toStoredFormula(text, fields);
  if (!stored.ok) throw invalid(stored.problem);
  const checked = checkFormula(stored.value, fields);
  if (!checked.ok) throw invalid(checked.problems[0]!);
  const self = { id: column.id, title: column.title, uidt: 'Formula', formula: stored.value };
  const cycle = circularReference(column.id, stored.value, [...fields, self]);
  if (cycle) throw invalid(cycle);

  const base = (await getBase(services.db, model.base_id))!;
  const knex = services.connections.get(base);
  const schema = await loadProjectSchema(services.db, model.project_id);
  const candidate: ColumnRecord = { ...column, colOptions: { ...formulaOptionsOf(column), formula: stored.value } };
  await checkVirtualReads(knex, model, schema, candidate, FORMULA_MESSAGES.invalid);
  return stored.value;
}

const formulaOptionsOf = (column: ColumnRecord): FormulaOptions =>
  (column.colOptions as FormulaOptions | undefined) ?? {
    id: '',
    fk_column_id: column.id,
    formula: '',
    formula_raw: null,
    error: null,
  };

/** Adds a Formula field (docs/API.md §1.7): metadata only, nothing changes in the table. Answers the table. */
export async function addFormulaColumn(services: Services, user: AuthUser, tableId: string, body: FormulaBody) {
  const { db } = services;
  const { model } = await tableFor(db, user, tableId, 'schema');
  const columns = await columnsOf(db, model.id);
  const title = checkedTitle(body.title ?? body.column_name, columns);
  const id = newMetaId('column');
  const draft: ColumnRecord = {
    ...({} as ColumnRecord),
    id,
    fk_model_id: model.id,
    base_id: model.base_id,
    project_id: model.project_id,
    title,
    uidt: 'Formula',
    virtual: true,
    meta: metaObject(body.meta),
  };
  const text = body.formula_raw ?? body.formula;
  const stored = await checkedFormula(services, model, columns, draft, text);
  await insertVirtualColumn(db, model, { id, title, uidt: 'Formula', meta: draft.meta }, 'formula', {
    formula: stored,
    formula_raw: String(text),
    error: null,
  });
  return tableResponse(db, model);
}

/** Changes a Formula field's title or formula (PATCH of the column); answers the table. */
export async function alterFormulaColumn(
  services: Services,
  model: ModelRecord,
  column: ColumnRecord,
  body: FormulaBody,
) {
  const { db } = services;
  const columns = await columnsOf(db, model.id);
  const title = checkedTitle(
    body.title ?? column.title,
    columns.filter((c) => c.id !== column.id),
  );
  const text = body.formula_raw ?? body.formula;
  const stored = text === undefined ? undefined : await checkedFormula(services, model, columns, column, text);
  await db.transaction(async (trx) => {
    await updateColumn(trx, column.id, { title, ...(body.meta !== undefined ? { meta: metaObject(body.meta) } : {}) });
    if (stored !== undefined) {
      await updateColOptions(trx, 'formula', column.id, { formula: stored, formula_raw: String(text), error: null });
    }
  });
  return tableResponse(db, model);
}

/** The message a formula shows once a field it reads is deleted (docs/FORMULAS.md): the table still reads. */
export const DELETED_FIELD_ERROR = 'A field this formula uses has been deleted';

/** After a field is deleted: the table's formulas that read it are flagged (they read as null from now on). */
export async function flagFormulasReading(db: Knex, modelId: string, columnId: string): Promise<void> {
  for (const formula of await allFormulasOfModel(db, modelId)) {
    if (formula.formula.includes(`{{${columnId}}}`)) {
      await updateColOptions(db, 'formula', formula.fk_column_id, { error: DELETED_FIELD_ERROR });
    }
  }
}
