import { cellOf } from './registry';

/**
 * A field type's icon, as its cell declares it, beside a field's name (column header, type picker, expanded
 * record). `grid-type-icon` is what the views style and tests find; hidden from screen readers, as the name
 * beside it says what the field is.
 */
export function TypeIcon({ uidt }: { uidt: string }) {
  const Icon = cellOf(uidt).icon;
  return <Icon className="grid-type-icon" aria-hidden />;
}
