import { stepOf } from './mysql-ids';

describe("the spacing of a MySQL statement's generated ids", () => {
  it('is the increment when InnoDB hands a statement its ids in one block (lock modes 0 and 1)', () => {
    expect(stepOf({ lock_mode: 1, step: 1 })).toBe(1);
    expect(stepOf({ lock_mode: '0', step: '1' })).toBe(1);
    // a server of a replicated pair, numbering every other id
    expect(stepOf({ lock_mode: 1, step: 2 })).toBe(2);
  });

  it('is not promised in the interleaved mode, nor when the settings cannot be read', () => {
    expect(stepOf({ lock_mode: 2, step: 1 })).toBeUndefined();
    expect(stepOf({ lock_mode: null, step: 1 })).toBeUndefined();
    expect(stepOf({ lock_mode: 1, step: 0 })).toBeUndefined();
    expect(stepOf({ lock_mode: 1, step: 'x' })).toBeUndefined();
    expect(stepOf(undefined)).toBeUndefined();
  });
});
