import { closestMatch, editDistance } from './suggest.js';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', 'abc', 0],
    ['ABC', 'abc', 0],
    ['abc', 'abd', 1],
    ['abc', 'ab', 1],
    ['ab', 'abc', 1],
    ['name', 'nmae', 1],
    ['kitten', 'sitting', 3],
    ['', 'four', 4],
  ])('%j to %j is %d', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});

describe('closestMatch', () => {
  const names = ['UPPER', 'LOWER', 'CONCAT', 'DATEADD', 'LEN'];

  it.each([
    ['UPPR', 'UPPER'],
    ['lowr', 'LOWER'],
    ['CONCATENATE', 'CONCAT'],
    ['DATE_ADD', 'DATEADD'],
    ['LENN', 'LEN'],
  ])('%s is probably %s', (word, meant) => {
    expect(closestMatch(word, names)).toBe(meant);
  });

  it.each(['XYZ', 'Q', 'SOMETHINGELSE'])('suggests nothing for %s', (word) => {
    expect(closestMatch(word, names)).toBeUndefined();
  });
});
