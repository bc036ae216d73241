/** A cell's value as text for the read-only listing; richer cells arrive with the grid editors. */
export function formatCell(value: unknown, uidt: string): string {
  if (value === null || value === undefined) return '';
  if (uidt === 'Checkbox') return value ? '✓' : '';
  if (Array.isArray(value))
    return value
      .map((v) => (typeof v === 'object' && v ? ((v as { title?: string }).title ?? JSON.stringify(v)) : String(v)))
      .join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
