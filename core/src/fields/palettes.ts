/**
 * The two fixed colour lists of docs/PRODUCT.md §9: 10 light colours for select options (given in order to new options)
 * and 18 stronger colours offered by colour pickers (project, option and view colours).
 */
export const OPTION_COLORS = [
  '#cfe2ff',
  '#d2f4fb',
  '#c8f3e3',
  '#fde0f3',
  '#ffdde3',
  '#ffe4d2',
  '#fff0bf',
  '#dcf5cf',
  '#e9e0fd',
  '#ececec',
] as const;

export const PICKER_COLORS = [
  '#2563eb',
  '#0891b2',
  '#0d9488',
  '#16a34a',
  '#65a30d',
  '#ca8a04',
  '#ea580c',
  '#dc2626',
  '#db2777',
  '#c026d3',
  '#9333ea',
  '#7c3aed',
  '#4f46e5',
  '#4351e8',
  '#0284c7',
  '#475569',
  '#78716c',
  '#1f2937',
] as const;

/** The colour a new select option gets by its position: the option palette, round and round. */
export function optionColor(index: number): string {
  const n = OPTION_COLORS.length;
  return OPTION_COLORS[((index % n) + n) % n]!;
}
