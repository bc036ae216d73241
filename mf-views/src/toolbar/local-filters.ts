import type { FilterCondition, LogicalOp, SavedFilter, ToolbarApi } from './toolbar-api';

/** The filter methods of the toolbar's API: the saved ones, or these kept in the page. */
export type FilterApi = Pick<ToolbarApi, 'filters' | 'addFilter' | 'addFilterGroup' | 'changeFilter' | 'removeFilter'>;

/** A filter as `filterArrJson` takes it (docs/API.md §1.11): a group carries its members in `children`. */
export type FilterArrNode =
  (FilterCondition & { logical_op: LogicalOp }) | { logical_op: LogicalOp; is_group: true; children: FilterArrNode[] };

/** Reads the view's whole saved tree: the top level, then each group's members. */
export async function savedFilterTree(api: FilterApi, viewId: string): Promise<SavedFilter[]> {
  const all: SavedFilter[] = [];
  const walk = async (groupId?: string) => {
    for (const filter of await api.filters(viewId, groupId)) {
      all.push({ ...filter, fk_parent_id: groupId ?? null });
      if (filter.is_group) await walk(filter.id);
    }
  };
  await walk();
  return all;
}

/**
 * Filters kept in this page only (the `filterAutoSave` preference off, docs/PRODUCT.md §3): they start as a copy of
 * the view's saved ones and change without touching the view, which other people keep seeing as saved. They answer
 * like the filters routes, so the Filter menu edits them the same way, and `toFilterArr` gives the rows' request.
 */
export function localFilters(seed: readonly SavedFilter[]) {
  let nodes: SavedFilter[] = seed.map((f) => ({ ...f }));
  let next = 1;
  const newId = () => `local_${next++}`;
  const childrenOf = (parentId: string | null) => nodes.filter((f) => (f.fk_parent_id ?? null) === parentId);

  const api: FilterApi = {
    filters: async (_viewId, groupId) => childrenOf(groupId ?? null).map((f) => ({ ...f })),
    addFilter: async (_viewId, body) => {
      const filter: SavedFilter = { ...body, id: newId(), fk_parent_id: body.fk_parent_id ?? null, is_group: false };
      nodes.push(filter);
      return filter;
    },
    addFilterGroup: async (_viewId, logicalOp, parentId) => {
      const group: SavedFilter = {
        id: newId(),
        fk_column_id: null,
        fk_parent_id: parentId ?? null,
        logical_op: logicalOp,
        comparison_op: null,
        is_group: true,
      };
      nodes.push(group);
      return group;
    },
    changeFilter: async (filterId, change) => {
      nodes = nodes.map((f) => (f.id === filterId ? { ...f, ...change } : f));
      return {};
    },
    removeFilter: async (filterId) => {
      const gone = new Set([filterId]);
      // a group takes its members, and theirs, with it
      for (let grew = true; grew;) {
        grew = false;
        for (const f of nodes) {
          if (f.fk_parent_id && gone.has(f.fk_parent_id) && !gone.has(f.id)) {
            gone.add(f.id);
            grew = true;
          }
        }
      }
      nodes = nodes.filter((f) => !gone.has(f.id));
      return true;
    },
  };

  const toNode = (f: SavedFilter): FilterArrNode =>
    f.is_group
      ? { logical_op: f.logical_op, is_group: true, children: childrenOf(f.id).map(toNode) }
      : {
          fk_column_id: f.fk_column_id ?? '',
          comparison_op: f.comparison_op ?? 'eq',
          comparison_sub_op: f.comparison_sub_op ?? null,
          value: f.value ?? null,
          logical_op: f.logical_op,
        };

  return { api, toFilterArr: () => childrenOf(null).map(toNode) };
}

export type LocalFilters = ReturnType<typeof localFilters>;
