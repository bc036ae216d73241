import type { PasteUpdate } from '../clipboard/paste-plan';

/** One step a user can take back: the values some rows had before it and have after it. */
export type HistoryStep = readonly PasteUpdate[];

/** How many steps are kept; older ones fall off, as in a spreadsheet. */
const LIMIT = 100;

/**
 * The grid's undo and redo stacks of value changes (cell edits, clears, toggles, pastes, cuts). A new change
 * empties the redo stack. Undoing a step is the same change with `before` and `after` swapped, sent like a paste.
 */
export class EditHistory {
  private done: HistoryStep[] = [];
  private undone: HistoryStep[] = [];

  record(step: HistoryStep): void {
    if (!step.length) return;
    this.done.push(step);
    if (this.done.length > LIMIT) this.done.shift();
    this.undone = [];
  }

  /** The step to take back (its changes reversed), or undefined when there is none. */
  undo(): HistoryStep | undefined {
    const step = this.done.pop();
    if (!step) return undefined;
    this.undone.push(step);
    return step.map(reversed);
  }

  /** The step to take again, or undefined. */
  redo(): HistoryStep | undefined {
    const step = this.undone.pop();
    if (!step) return undefined;
    this.done.push(step);
    return step;
  }

  /** A step whose sending failed goes back where it came from, so the stacks match what the table holds. */
  restoreUndo(): void {
    const step = this.undone.pop();
    if (step) this.done.push(step);
  }

  restoreRedo(): void {
    const step = this.done.pop();
    if (step) this.undone.push(step);
  }
}

const reversed = (update: PasteUpdate): PasteUpdate => ({ ...update, before: update.after, after: update.before });
