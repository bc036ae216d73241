import { fillDown } from './fill';

describe('fillDown', () => {
  it('repeats a single value, or a pattern of texts, in order', () => {
    expect(fillDown([['Open']], 3)).toEqual([['Open'], ['Open'], ['Open']]);
    expect(fillDown([['a'], ['b']], 3)).toEqual([['a'], ['b'], ['a']]);
  });

  it('continues a column of numbers with a constant step, decimals included', () => {
    expect(fillDown([['1'], ['2']], 3)).toEqual([['3'], ['4'], ['5']]);
    expect(fillDown([['10'], ['7.5'], ['5']], 2)).toEqual([['2.5'], ['0.0']]);
    expect(fillDown([['0.1'], ['0.2']], 2)).toEqual([['0.3'], ['0.4']]);
  });

  it('repeats numbers whose steps differ, and a single number', () => {
    expect(fillDown([['1'], ['2'], ['4']], 2)).toEqual([['1'], ['2']]);
    expect(fillDown([['7']], 2)).toEqual([['7'], ['7']]);
  });

  it('fills each column by its own rule', () => {
    expect(
      fillDown(
        [
          ['Mon', '1'],
          ['Tue', '2'],
        ],
        2,
      ),
    ).toEqual([
      ['Mon', '3'],
      ['Tue', '4'],
    ]);
  });
});
