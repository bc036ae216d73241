import { formulaEditorProblem } from './editor.js';
import { TEST_FIELDS } from './test-fields.js';

describe('formulaEditorProblem', () => {
  it('is null for a formula that can be saved', () => {
    expect(formulaEditorProblem('{Unit price} * {Qty}', TEST_FIELDS)).toBeNull();
    expect(formulaEditorProblem('{Total} * 2', TEST_FIELDS, 'cl_new')).toBeNull();
  });

  it('shows the first problem in reading order', () => {
    expect(formulaEditorProblem("ABS('x') + UPPER(1)", TEST_FIELDS)).toMatchObject({
      code: 'formula.argumentType',
      params: { name: 'ABS', at: 4 },
    });
    expect(formulaEditorProblem('IF(', TEST_FIELDS)).toMatchObject({
      code: 'formula.unexpectedEnd',
      params: { at: 3 },
    });
    expect(formulaEditorProblem('', TEST_FIELDS)).toEqual({ code: 'formula.empty', params: {} });
  });

  it('shows a circular reference for the field being edited', () => {
    const fields = [...TEST_FIELDS, { id: 'cl_tax', title: 'Tax', uidt: 'Formula', formula: '{{cl_total}} / 5' }];
    expect(formulaEditorProblem('{Tax} + 1', fields, 'cl_total')).toEqual({
      code: 'formula.circularReference',
      params: { path: 'Total → Tax → Total' },
    });
    expect(formulaEditorProblem('{Tax} + 1', fields)).toBeNull();
  });
});
