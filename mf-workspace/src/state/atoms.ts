import { atom } from 'jotai';
import type { Project, ProjectTheme, TableListItem } from '@basalt/core';
import type { Tab } from '../tabs/tab-rules';

/** The open project (docs/PRODUCT.md §4); reset clears project, tables, roles and theme. */
export const projectAtom = atom<Project | undefined>(undefined);
export const tablesAtom = atom<TableListItem[]>([]);
export const rolesAtom = atom<string[]>([]);
export const themeAtom = atom<ProjectTheme | undefined>(undefined);
export const tabsAtom = atom<Tab[]>([]);

export const resetProjectAtom = atom(null, (_get, set) => {
  set(projectAtom, undefined);
  set(tablesAtom, []);
  set(rolesAtom, []);
  set(themeAtom, undefined);
  set(tabsAtom, []);
});
