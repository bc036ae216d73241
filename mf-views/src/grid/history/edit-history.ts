import type { PasteUpdate } from '../clipboard/paste-plan';
import type { Row } from '../data/row-store';

/**
 * Records a step added or removed. At first they may hold only their keys (a paste's new rows); whoever removes
 * them reads their full values into `rows` first, so the same set can be inserted again (row-changes.ts).
 */
export interface RowSet {
  rows: Row[];
}

/**
 * One step a user can take back: the values some rows had before it and have after it, and the records it added
 * or removed (a paste past the last row adds; a delete removes). Undoing it is the reverse step: values swapped,
 * added and removed swapped (the same `RowSet`s, so what one direction reads the other reuses).
 */
export interface HistoryStep {
  updates: readonly PasteUpdate[];
  added?: RowSet;
  removed?: RowSet;
}

/** A step as its maker hands it over: taken, or still being saved (undefined if the save came to nothing). */
export type StepOrSaving = HistoryStep | Promise<HistoryStep | undefined>;

/** How many steps are kept; older ones fall off, as in a spreadsheet. */
const LIMIT = 100;

const isEmpty = (step: HistoryStep) => !step.updates.length && !step.added?.rows.length && !step.removed?.rows.length;

/**
 * The grid's undo and redo stacks (cell edits, clears, toggles, pastes, cuts, fills, added and deleted records).
 * A new step empties the redo stack.
 */
export class EditHistory {
  private done: HistoryStep[] = [];
  private undone: HistoryStep[] = [];

  record(step: HistoryStep): void {
    if (isEmpty(step)) return;
    this.done.push(step);
    if (this.done.length > LIMIT) this.done.shift();
    this.undone = [];
  }

  /** The step to take back (its changes reversed), or undefined when there is none. */
  undo(): HistoryStep | undefined {
    const step = this.done.pop();
    if (!step) return undefined;
    this.undone.push(step);
    return reversed(step);
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

const reversedUpdate = (update: PasteUpdate): PasteUpdate => ({
  ...update,
  before: update.after,
  after: update.before,
});

function reversed(step: HistoryStep): HistoryStep {
  const out: HistoryStep = { updates: step.updates.map(reversedUpdate) };
  if (step.removed) out.added = step.removed;
  if (step.added) out.removed = step.added;
  return out;
}
