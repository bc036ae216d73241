/** The visitor's own sort of a shared grid: one field, by clicking its header. */
export interface SortState {
  title: string;
  direction: 'asc' | 'desc';
}

/** Clicking a header cycles its field: ascending, descending, then the view's own order again. */
export function nextSort(current: SortState | undefined, title: string): SortState | undefined {
  if (current?.title !== title) return { title, direction: 'asc' };
  return current.direction === 'asc' ? { title, direction: 'desc' } : undefined;
}
