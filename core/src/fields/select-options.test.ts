import { SELECT_OPTION_MESSAGES, normaliseSelectOptions, selectOptionsError } from './select-options.js';
import { OPTION_COLORS } from './palettes.js';

describe('select options', () => {
  it.each([
    [[{ title: 'a' }, { title: 'b', color: '#fff' }], false, undefined],
    ['nope', false, SELECT_OPTION_MESSAGES.notList],
    [[{ title: '' }], false, SELECT_OPTION_MESSAGES.empty],
    [[{ color: 'red' }], false, SELECT_OPTION_MESSAGES.empty],
    [[{ title: 'a' }, { title: 'a' }], false, SELECT_OPTION_MESSAGES.duplicate('a')],
    [[{ title: 'a,b' }], false, undefined],
    [[{ title: 'a,b' }], true, SELECT_OPTION_MESSAGES.comma('a,b')],
    [[{ title: 'a', color: 'blurple' }], false, SELECT_OPTION_MESSAGES.colour('a')],
  ])('%j (multi %s) -> %s', (options, multi, message) => {
    expect(selectOptionsError(options, multi)).toBe(message);
  });

  it('fills colours from the option palette and numbers the order', () => {
    expect(normaliseSelectOptions([{ title: 'a' }, { title: 'b', color: 'teal' }, { title: 'c' }])).toEqual([
      { title: 'a', color: OPTION_COLORS[0], order: 1 },
      { title: 'b', color: 'teal', order: 2 },
      { title: 'c', color: OPTION_COLORS[2], order: 3 },
    ]);
  });
});
