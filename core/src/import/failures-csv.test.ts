import { failuresCsv } from './failures-csv.js';

describe('failuresCsv', () => {
  it('has a header line and one line per failure', () => {
    expect(failuresCsv([])).toBe('row,field,value,reason\r\n');
    expect(failuresCsv([{ row: 3, field: 'Age', value: 'abc', reason: 'not a number' }])).toBe(
      'row,field,value,reason\r\n3,Age,abc,not a number\r\n',
    );
  });

  it('quotes cells with commas, quotes or line breaks', () => {
    const csv = failuresCsv([{ row: 1, field: 'a,b', value: 'say "hi"\nthere', reason: '"x" is not a valid Number' }]);
    expect(csv).toBe('row,field,value,reason\r\n1,"a,b","say ""hi""\nthere","""x"" is not a valid Number"\r\n');
  });

  it('keeps a value that would run as a formula as text, but not a negative number', () => {
    const csv = failuresCsv([
      { row: 1, field: 'f', value: '=HYPERLINK("x")', reason: 'r' },
      { row: 2, field: 'f', value: '-5', reason: 'r' },
    ]);
    expect(csv.split('\r\n')[1]).toBe('1,f,"\'=HYPERLINK(""x"")",r');
    expect(csv.split('\r\n')[2]).toBe('2,f,-5,r');
  });
});
