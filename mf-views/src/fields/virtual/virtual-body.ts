import type { ColumnMeta } from '@basalt/core';
import type { LinkKind, RollupFunction, VirtualType } from './virtual-types';

/** What the form holds for the virtual types' settings (beside the title). */
export interface VirtualFormValues {
  title: string;
  uidt: string;
  /** Link: the other table, and how the two relate. */
  linkTableId?: string;
  linkType?: LinkKind;
  /** The other side's field name; empty lets the server make one up. */
  linkReverseTitle?: string;
  /** Lookup, Rollup, Count: the link field of this table they read through. */
  relationColumnId?: string;
  /** Lookup, Rollup: the field of the linked table. */
  relatedColumnId?: string;
  rollupFunction?: RollupFunction;
  /** Formula: as typed, with `{Title}` references. */
  formula?: string;
}

/** The request bodies of docs/API.md §1.7 for the computed fields. */
export type VirtualColumnBody =
  | {
      uidt: 'LinkToAnotherRecord';
      title: string;
      parentId: string;
      childId: string;
      type: LinkKind;
      reverseTitle?: string;
    }
  | { uidt: 'Lookup'; title: string; fk_relation_column_id: string; fk_lookup_column_id: string }
  | {
      uidt: 'Rollup';
      title: string;
      fk_relation_column_id: string;
      fk_rollup_column_id: string;
      rollup_function: RollupFunction;
    }
  | { uidt: 'Count'; title: string; fk_relation_column_id: string }
  | { uidt: 'Formula'; title: string; formula_raw: string }
  /** Editing a computed field: its title (and a formula's text) is all that may change. */
  | { title: string; formula_raw?: string };

/**
 * The body for a computed field. A link's sides follow the server's rule: the parent is the table whose key is
 * referenced, so "has many" and "many to many" make this table the parent, "belongs to" makes the other one.
 */
export function virtualBodyOf(values: VirtualFormValues, tableId: string, editing?: ColumnMeta): VirtualColumnBody {
  const title = values.title.trim();
  const uidt = values.uidt as VirtualType;
  if (editing) return uidt === 'Formula' ? { title, formula_raw: values.formula ?? '' } : { title };
  const relation = values.relationColumnId ?? '';
  switch (uidt) {
    case 'LinkToAnotherRecord': {
      const other = values.linkTableId ?? '';
      const type = values.linkType ?? 'hm';
      const reverseTitle = values.linkReverseTitle?.trim();
      const sides = type === 'bt' ? { parentId: other, childId: tableId } : { parentId: tableId, childId: other };
      return { uidt, title, ...sides, type, ...(reverseTitle ? { reverseTitle } : {}) };
    }
    case 'Lookup':
      return { uidt, title, fk_relation_column_id: relation, fk_lookup_column_id: values.relatedColumnId ?? '' };
    case 'Rollup':
      return {
        uidt,
        title,
        fk_relation_column_id: relation,
        fk_rollup_column_id: values.relatedColumnId ?? '',
        rollup_function: values.rollupFunction ?? 'count',
      };
    case 'Count':
      return { uidt, title, fk_relation_column_id: relation };
    case 'Formula':
      return { uidt, title, formula_raw: values.formula ?? '' };
  }
}
