/** NocoDB's view types, as the views API numbers them (backend/src/meta/types.ts VIEW_TYPES). */
export const VIEW_TYPE = { form: 1, gallery: 2, grid: 3, kanban: 4, calendar: 6 } as const;
