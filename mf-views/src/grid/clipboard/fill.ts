/** A whole or decimal number written plainly ("3", "-2.5"): what continues as a series when filled down. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;

/**
 * The texts that fill `count` rows under a selection whose rows hold `source` (texts as shown, a column per
 * index), the way spreadsheets fill down: a column of two or more plain numbers with a constant step continues
 * the series (1, 2 → 3, 4…; 10, 7.5 → 5, 2.5…); any other column repeats its values in order.
 */
export function fillDown(source: readonly (readonly string[])[], count: number): string[][] {
  const width = source.reduce((w, row) => Math.max(w, row.length), 0);
  const columns = Array.from({ length: width }, (_, col) => source.map((row) => row[col] ?? ''));
  const fillers = columns.map((values) => seriesOf(values) ?? ((i: number) => values[i % values.length] ?? ''));
  return Array.from({ length: count }, (_, i) => fillers.map((next) => next(i)));
}

/** The series a column continues, as a function of the filled row's index, or undefined when it is not one. */
function seriesOf(values: readonly string[]): ((i: number) => string) | undefined {
  if (values.length < 2 || !values.every((v) => PLAIN_NUMBER.test(v.trim()))) return undefined;
  const numbers = values.map(Number);
  const step = numbers[1]! - numbers[0]!;
  const decimals = Math.max(...values.map((v) => decimalsOf(v.trim())));
  const scale = 10 ** decimals;
  const same = (a: number, b: number) => Math.round(a * scale) === Math.round(b * scale);
  for (let i = 2; i < numbers.length; i++) if (!same(numbers[i]! - numbers[i - 1]!, step)) return undefined;
  const last = numbers[numbers.length - 1]!;
  return (i) => (Math.round((last + step * (i + 1)) * scale) / scale).toFixed(decimals);
}
