import { PHYSICAL_UI_TYPES } from '@basalt/core';
import type { BackendField } from './field';
import { BACKEND_FIELDS } from './registry';

/** The physical types whose backend definition has a fact, sorted. */
const typesWith = (fact: (field: BackendField) => unknown) =>
  PHYSICAL_UI_TYPES.filter((uidt) => fact(BACKEND_FIELDS[uidt])).sort();

describe('per-type facts of the backend field definitions', () => {
  it('has the server keep CreateTime on insert and LastModifiedTime on every write', () => {
    expect(typesWith((f) => f.serverKept === 'created')).toEqual(['CreateTime']);
    expect(typesWith((f) => f.serverKept === 'modified')).toEqual(['LastModifiedTime']);
  });

  it('numbers AutoNumber in the engine', () => {
    expect(typesWith((f) => f.fillOnAdd === 'sequence')).toEqual(['AutoNumber']);
  });

  it('names rows by whole numbers for the integer key types', () => {
    expect(typesWith((f) => f.integerKey)).toEqual(['AutoNumber', 'ForeignKey', 'ID', 'Number', 'Year']);
  });

  it('keeps the key types to a new table, ID always the key, ID and AutoNumber auto-incrementing', () => {
    expect(typesWith((f) => f.tableCreationOnly)).toEqual(['ForeignKey', 'ID']);
    expect(typesWith((f) => f.alwaysKey)).toEqual(['ID']);
    expect(typesWith((f) => f.autoIncrement)).toEqual(['AutoNumber', 'ID']);
  });

  it("reports Duration's fixed precision in dtxp/dtxs", () => {
    expect(typesWith((f) => f.dtx)).toEqual(['Duration']);
    expect(BACKEND_FIELDS.Duration.dtx).toEqual({ dtxp: '20', dtxs: '4' });
  });

  it('orders only PostgreSQL json by another expression than its column', () => {
    expect(typesWith((f) => f.orderExpression)).toEqual(['JSON']);
    expect(BACKEND_FIELDS.JSON.orderExpression).toEqual({ pg: '??::text' });
  });

  it('gives every type a filter family with at least the null tests', () => {
    for (const uidt of PHYSICAL_UI_TYPES) expect(Object.keys(BACKEND_FIELDS[uidt].filter)).toContain('null');
  });
});
