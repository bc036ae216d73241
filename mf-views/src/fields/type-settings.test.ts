import { FIELDS, PHYSICAL_UI_TYPES, SYSTEM_UI_TYPES } from '@basalt/core';
import en from '@basalt/core/locales/en.json';
import { ADDABLE_TYPES, RATING_ICONS } from './type-settings';

describe('the types a user may add', () => {
  it('are the stored, non-system types of core, and none of the virtual ones', () => {
    const expected = PHYSICAL_UI_TYPES.filter((uidt) => !SYSTEM_UI_TYPES.includes(uidt));
    expect([...ADDABLE_TYPES].sort()).toEqual([...expected].sort());
    expect(ADDABLE_TYPES.some((uidt) => FIELDS[uidt].virtual)).toBe(false);
    expect(ADDABLE_TYPES).not.toContain('Formula');
  });

  it('each have an English name, as does each rating icon', () => {
    const names = en.fieldEditor.types as Record<string, string>;
    expect(ADDABLE_TYPES.filter((uidt) => !names[uidt])).toEqual([]);
    const icons = en.fieldEditor.ratingIcons as Record<string, string>;
    expect(RATING_ICONS.filter((icon) => !icons[icon])).toEqual([]);
  });
});
