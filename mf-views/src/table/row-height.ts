/**
 * A grid view's row height setting (`row_height` of `PATCH /grids/:viewId`, docs/API.md §1.8) and the pixels each
 * stands for. Taller rows let long text and lists wrap onto more lines.
 */
export const ROW_HEIGHTS = [
  { setting: 0, key: 'short', px: 32 },
  { setting: 1, key: 'medium', px: 56 },
  { setting: 2, key: 'tall', px: 88 },
  { setting: 3, key: 'extra', px: 120 },
] as const;

export const rowHeightPx = (setting: number | null | undefined) =>
  (ROW_HEIGHTS.find((h) => h.setting === setting) ?? ROW_HEIGHTS[0]).px;
