import { selectTitlesFromDtxp } from './select-dtxp.js';

describe('select options from dtxp', () => {
  it.each([
    ["'todo','doing','done'", ['todo', 'doing', 'done']],
    ["'a', 'b' , 'c'", ['a', 'b', 'c']],
    ['todo,doing, done', ['todo', 'doing', 'done']],
    ["'it''s','x'", ["it's", 'x']],
    ["'it\\'s','x'", ["it's", 'x']],
    ["'a,b','c'", ['a,b', 'c']],
    ["'a','b',", ['a', 'b']],
    ["'a'junk,'b'", ['a', 'b']],
    ["'unterminated", ['unterminated']],
    ["'','a'", ['', 'a']],
    ['', []],
  ])('reads %j as %j', (dtxp, titles) => {
    expect(selectTitlesFromDtxp(dtxp)).toEqual(titles);
  });

  it('reads back the dtxp the server writes, titles with quotes and commas included', () => {
    const titles = ["O'Brien", 'a, b', 'plain', "''", 'C:\\temp'];
    const written = titles.map((t) => `'${t.replace(/'/g, "''")}'`).join(',');
    expect(selectTitlesFromDtxp(written)).toEqual(titles);
  });
});
