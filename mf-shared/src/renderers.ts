import { lazy, type ComponentType } from 'react';
import { SharedForm } from './form/SharedForm';
import type { PublicViewApi, SharedViewMeta } from './public-api';

/** What every shared view renderer receives: the public meta and the API bound to the share (and its password). */
export interface RendererProps {
  meta: SharedViewMeta;
  api: PublicViewApi;
}

/** View types of the meta (docs/API.md: 1 form, 2 gallery, 3 grid, 4 kanban, 5 map). */
export const VIEW_TYPE = { form: 1, gallery: 2, grid: 3, kanban: 4, map: 5 } as const;

/**
 * The public renderer of each view type. Gallery, kanban and form renderers register here when they arrive;
 * a type without one shows a "cannot be shown yet" message. Each loads on demand, so a public form's page does
 * not carry the grid (and its cells) in its first JavaScript; the form itself (plain HTML controls, a few KB)
 * comes with the page, which spares the standalone form page one round trip before it can be filled in.
 */
export const RENDERERS: Partial<Record<number, ComponentType<RendererProps>>> = {
  [VIEW_TYPE.form]: SharedForm,
  [VIEW_TYPE.grid]: lazy(() => import('./grid/SharedGrid').then((m) => ({ default: m.SharedGrid }))),
};
