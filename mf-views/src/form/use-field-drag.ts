import { useState, type DragEvent } from 'react';

/** Where a dragged field comes from: the left-out fields, or the form itself. */
export type DragSource = 'available' | 'form';

interface Dragging {
  columnId: string;
  from: DragSource;
}

/** What native drag-and-drop carries, for other windows and browsers that need data to start a drag. */
const MIME = 'application/x-basalt-form-field';

/**
 * Native HTML5 drag-and-drop of fields: into the form at a position (before or after the card under the pointer),
 * within it to reorder, and back out to the left-out list to remove. The field being dragged is kept here rather
 * than read from the drag data, which browsers hide until the drop.
 */
export function useFieldDrag(onPlace: (columnId: string, index: number) => void, onRemove: (columnId: string) => void) {
  const [dragging, setDragging] = useState<Dragging | undefined>(undefined);
  const [dropIndex, setDropIndex] = useState<number | undefined>(undefined);

  const end = () => {
    setDragging(undefined);
    setDropIndex(undefined);
  };

  return {
    dragging,
    dropIndex,
    /** Props of a draggable field (a card of the form, or a left-out field). */
    source: (columnId: string, from: DragSource) => ({
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer?.setData(MIME, columnId);
        event.dataTransfer?.setData('text/plain', columnId);
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
        setDragging({ columnId, from });
      },
      onDragEnd: end,
    }),
    /** Props of the form's card at `index`: a drop lands before or after it, by the pointer's half. */
    slot: (index: number) => ({
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!dragging) return;
        event.preventDefault();
        event.stopPropagation();
        const box = event.currentTarget.getBoundingClientRect();
        setDropIndex(event.clientY > box.top + box.height / 2 ? index + 1 : index);
      },
    }),
    /** Props of the form's field list: a drop on it (past the last card) adds at the end. */
    formTarget: (count: number) => ({
      onDragOver: (event: DragEvent) => {
        if (!dragging) return;
        event.preventDefault();
        if (dropIndex === undefined) setDropIndex(count);
      },
      onDrop: (event: DragEvent) => {
        if (!dragging) return;
        event.preventDefault();
        onPlace(dragging.columnId, dropIndex ?? count);
        end();
      },
    }),
    /** Props of the left-out list: a field of the form dropped on it leaves the form. */
    removeTarget: () => ({
      onDragOver: (event: DragEvent) => {
        if (dragging?.from !== 'form') return;
        event.preventDefault();
        setDropIndex(undefined);
      },
      onDrop: (event: DragEvent) => {
        if (dragging?.from !== 'form') return;
        event.preventDefault();
        onRemove(dragging.columnId);
        end();
      },
    }),
  };
}

export type FieldDrag = ReturnType<typeof useFieldDrag>;
