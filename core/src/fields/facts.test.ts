import type { FieldDefinition } from './field.js';
import { FIELDS, SYSTEM_UI_TYPES, isSystemColumn } from './registry.js';
import { UI_TYPE_NAMES } from './ui-types.js';

/** The types whose core definition has a fact, sorted. */
const typesWith = (fact: (field: FieldDefinition) => unknown) =>
  UI_TYPE_NAMES.filter((uidt) => fact(FIELDS[uidt])).sort();

describe('per-type facts of the core field definitions', () => {
  it('reads filter values of the key types as keys and of Time as a time of day', () => {
    expect(typesWith((f) => f.valueKind === 'key')).toEqual(['ForeignKey', 'ID']);
    expect(typesWith((f) => f.valueKind === 'time')).toEqual(['Time']);
    expect(typesWith((f) => f.valueKind === 'boolean')).toEqual(['Checkbox']);
  });

  it('reads filter values as numbers, dates or text after what a formula sees', () => {
    for (const uidt of UI_TYPE_NAMES) {
      const { valueKind, formulaType } = FIELDS[uidt];
      if (valueKind === 'number') expect(formulaType).toBe('numeric');
      if (valueKind === 'date') expect(formulaType).toBe('date');
      if (valueKind === 'text') expect(['string', 'json', 'link']).toContain(formulaType);
    }
    expect(typesWith((f) => f.valueKind === 'date')).toEqual(['CreateTime', 'Date', 'DateTime', 'LastModifiedTime']);
  });

  it('has the two select types carry options, MultiSelect any number of them', () => {
    expect(typesWith((f) => f.hasOptions)).toEqual(['MultiSelect', 'SingleSelect']);
    expect(typesWith((f) => f.multipleOptions)).toEqual(['MultiSelect']);
  });

  it('groups by every stored type but files and JSON documents', () => {
    expect(typesWith((f) => !f.groupable && !f.virtual)).toEqual(['Attachment', 'JSON']);
    expect(typesWith((f) => f.virtual && f.groupable)).toEqual([]);
  });

  it('lists the system types from the definitions', () => {
    expect([...SYSTEM_UI_TYPES].sort()).toEqual(['CreateTime', 'ForeignKey', 'ID', 'LastModifiedTime']);
  });

  it('counts a system type, a column flagged system and a self-counting key as system columns', () => {
    expect(isSystemColumn({ uidt: 'CreateTime' })).toBe(true);
    expect(isSystemColumn({ uidt: 'SingleLineText', system: 1 })).toBe(true);
    expect(isSystemColumn({ uidt: 'Number', pk: true, ai: true })).toBe(true);
    expect(isSystemColumn({ uidt: 'SingleLineText', pk: true })).toBe(false);
    expect(isSystemColumn({ uidt: 'Number' })).toBe(false);
  });

  it('searches the linked types of computed fields as text', () => {
    expect(typesWith((f) => f.virtual && f.textSearch)).toEqual(['LinkToAnotherRecord', 'Lookup']);
  });
});
