import { lazy, type ComponentType } from 'react';
import type { TableMeta, ViewMeta } from '@basalt/core';
import { GridView } from './table/GridView';
import { VIEW_TYPE } from './view-type-ids';

/** What every kind of view is drawn with: the table, the view the address names, and a way to re-read the fields. */
export interface ViewRendererProps {
  projectId: string;
  /** The table, with its views (read once by the page, so a renderer need not ask again). */
  meta: TableMeta;
  view: ViewMeta;
  viewTitle?: string;
  /** A field was added, edited or deleted: the table's fields must be read again. */
  onFieldsChanged: () => void;
}

export { VIEW_TYPE };

// the form builder (drag and drop, settings) loads only when a form view is opened, never with the grid
const FormView = lazy(() => import('./form/FormView'));

/**
 * The renderer of each view type. Gallery, kanban and calendar plug in here when they are built; until then their
 * records show as a grid, as every view did before.
 */
const RENDERERS: Partial<Record<number, ComponentType<ViewRendererProps>>> = {
  [VIEW_TYPE.grid]: GridView,
  [VIEW_TYPE.form]: FormView,
};

export function rendererOf(type: number): ComponentType<ViewRendererProps> {
  return RENDERERS[type] ?? GridView;
}
