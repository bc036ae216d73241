import type { ComponentType } from 'react';
import type { ColumnMeta, ParseResult } from '@basalt/core';

/** What a read-only cell draws: one value of one field. Grid, gallery, kanban, form and public pages reuse it. */
export interface DisplayProps {
  value: unknown;
  column: ColumnMeta;
}

/** Services an editor may need from its host view (the grid, a form, the expanded record). */
export interface CellServices {
  /** Stores files and answers the attachment values to keep (the storage API). */
  uploadFiles?: (files: File[]) => Promise<unknown[]>;
  /** Adds an option to the column's select options (the column-update API); the select editors offer "Create" with it. */
  createOption?: (title: string) => Promise<unknown>;
  /** The edited record's links (docs/API.md §1.11), bound to that record; absent for a record not saved yet. */
  links?: LinkServices;
}

/** A linked or linkable record as the link picker shows it: its key (the data API's row id) and display value. */
export interface LinkRecord {
  id: string;
  label: string;
}

/** One page of the records a link may take. */
export interface LinkCandidates {
  list: LinkRecord[];
  /** Every record matching, when the server says. */
  total?: number;
}

/** The nested data routes of one record, for a link field's picker; link and unlink read the record again. */
export interface LinkServices {
  linked: (column: ColumnMeta) => Promise<LinkRecord[]>;
  candidates: (column: ColumnMeta, query: { search: string; offset: number; limit: number }) => Promise<LinkCandidates>;
  link: (column: ColumnMeta, record: LinkRecord) => Promise<void>;
  unlink: (column: ColumnMeta, record: LinkRecord) => Promise<void>;
}

/** How a field is edited in place. */
export type EditMode =
  /** one click flips the value (Checkbox) */
  | 'toggle'
  /** Enter, double-click or typing opens the editor over the cell */
  | 'inline'
  /** kept by the server or computed: never edited */
  | 'readonly';

export interface EditorProps {
  value: unknown;
  column: ColumnMeta;
  /** The key typed on a selected cell: it replaces the value, as in a spreadsheet. */
  initialText?: string;
  /** Save `value` (an API value) and close; the host checks it through the field's rules and keeps the old value on error. */
  onCommit: (value: unknown) => void;
  /** Close without saving (Esc). */
  onCancel: () => void;
  services: CellServices;
}

/** What a field type's icon is drawn with (the @ant-design/icons components take these). */
export interface FieldIconProps {
  className?: string;
  'aria-hidden'?: boolean;
}

/** One field type's cell: its display, its editor, and how its values read and write as text. */
export interface CellDefinition {
  Display: ComponentType<DisplayProps>;
  /** Absent for read-only types. Heavy editors are lazy components, loaded when first used. */
  Editor?: ComponentType<EditorProps>;
  editMode: EditMode;
  /** The text a person sees: the cell's accessible name, what copy puts on the clipboard, what search matches. */
  toText: (value: unknown, column: ColumnMeta) => string;
  /** Pasted or typed text -> the API value to send, or why it cannot be (through the core field rules). */
  fromText: (text: string, column: ColumnMeta) => ParseResult;
  /** Numbers line up at the end; everything else at the start (mirrored in RTL). */
  align: 'start' | 'end' | 'center';
  /** A new column's width in px. */
  width: number;
  /** The type's icon beside a field's name (column header, type picker, expanded record); see TypeIcon. */
  icon: ComponentType<FieldIconProps>;
}
