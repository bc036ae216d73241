/**
 * Changes to a table's metadata made by one remote that another shows (a view locked from the sidebar while the
 * grid shows it): announced on the window as a DOM event, so remotes need not import each other. Real-time
 * collaboration will announce the changes other people make the same way.
 */
export const META_CHANGED_EVENT = 'basalt:meta-changed';

export type MetaChange =
  | {
      tableId: string;
      /** What changed: a view's settings (lock, title, deleted), or the table's fields. */
      what: 'view' | 'fields';
      viewId?: string;
    }
  | {
      /** A project's list of tables changed elsewhere (an import created tables): the sidebar reads it again. */
      what: 'tables';
      projectId: string;
    };

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

const defaultTarget = (): Target => globalThis as unknown as Target;

export function announceMetaChange(change: MetaChange, target: Target = defaultTarget()): void {
  target.dispatchEvent(new CustomEvent<MetaChange>(META_CHANGED_EVENT, { detail: change }));
}

/** Calls `listener` for every change announced; answers the function that stops listening. */
export function onMetaChange(listener: (change: MetaChange) => void, target: Target = defaultTarget()): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<MetaChange>).detail);
  target.addEventListener(META_CHANGED_EVENT, handler);
  return () => target.removeEventListener(META_CHANGED_EVENT, handler);
}
