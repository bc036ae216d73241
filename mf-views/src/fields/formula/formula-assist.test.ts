import { applyCompletion, functionAtCursor } from './formula-assist';

describe('formula assist', () => {
  it('finds the innermost call holding the cursor, ignoring brackets in text and field names', () => {
    const text = 'ROUND(LEN({a (b}) + LEN("x(y"), ';
    expect(functionAtCursor(text, text.length)?.name).toBe('ROUND');
    expect(functionAtCursor('ROUND(LEN({Name}', 16)?.name).toBe('LEN');
    expect(functionAtCursor('1 + 2', 5)).toBeNull();
  });

  it('names the function the cursor is on, in any case', () => {
    expect(functionAtCursor('concat', 3)?.name).toBe('CONCAT');
    expect(functionAtCursor('CONCAT', 6)?.spec.signature).toMatch(/^CONCAT\(/);
  });

  it('replaces the completed span and puts the cursor after the insert', () => {
    expect(applyCompletion('1 + {Pri} * 2', { from: 4, to: 9 }, { insert: '{Price}' })).toEqual({
      text: '1 + {Price} * 2',
      cursor: 11,
    });
  });
});
