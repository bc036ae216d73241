import { optionColor, type ColumnMeta, type SelectOptionLike } from '@basalt/core';
import { memoByObject } from './column-meta';

/** The neutral chip of a value that is not (or no longer) one of the column's options. */
export const UNKNOWN_OPTION_COLOUR = '#ececec';

export interface SelectOption {
  title: string;
  color: string;
}

/** The column's options in order, each with its colour: its own, else the option palette's by position. */
const optionsOfList = memoByObject((list: readonly SelectOptionLike[]): SelectOption[] =>
  list
    .filter((o) => o && typeof o.title === 'string')
    .map((o, index) => ({ title: o.title, color: o.color ? o.color : optionColor(index) })),
);

const coloursOfList = memoByObject((list: readonly SelectOptionLike[]) => {
  const map = new Map<string, string>();
  for (const option of optionsOfList(list)) map.set(option.title, option.color);
  return map;
});

function optionList(column: ColumnMeta): readonly SelectOptionLike[] | undefined {
  const options = (column.colOptions as { options?: unknown } | null | undefined)?.options;
  return Array.isArray(options) ? (options as SelectOptionLike[]) : undefined;
}

export function selectOptions(column: ColumnMeta): SelectOption[] {
  const list = optionList(column);
  return list ? optionsOfList(list) : [];
}

/** An option's chip colour (computed once per options list: Display asks for every cell). */
export function optionColour(column: ColumnMeta, title: string): string {
  const list = optionList(column);
  return (list && coloursOfList(list).get(title)) ?? UNKNOWN_OPTION_COLOUR;
}

/** The titles a select value holds: one, or (MultiSelect) the comma-joined or listed ones. */
export function selectedTitles(value: unknown, multi: boolean): string[] {
  if (value === null || value === undefined || value === '') return [];
  const parts = Array.isArray(value) ? value.map(String) : multi ? String(value).split(',') : [String(value)];
  // Trimmed, without blanks or repeats ("a, a" is one chip).
  return [...new Set(parts.map((p) => p.trim()).filter(Boolean))];
}
