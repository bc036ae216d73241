export interface MenuPlacement {
  top: number;
  left: number;
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  height: number;
}

const GAP = 4;
const MARGIN = 8;

/**
 * Where a menu opens beside its button, in viewport pixels: under it, its end edge on the button's end edge
 * (right in left-to-right pages, left in right-to-left ones); above it when there is no room below; always
 * kept inside the viewport.
 */
export function menuPosition(
  button: Box,
  menu: Pick<Box, 'width' | 'height'>,
  viewport: { width: number; height: number; rtl: boolean },
): MenuPlacement {
  const below = button.bottom + GAP;
  const fitsBelow = below + menu.height <= viewport.height - MARGIN;
  const above = button.top - GAP - menu.height;
  const top = fitsBelow || above < MARGIN ? below : above;
  const preferred = viewport.rtl ? button.left : button.right - menu.width;
  const left = Math.min(Math.max(preferred, MARGIN), viewport.width - MARGIN - menu.width);
  return { top: Math.max(top, MARGIN), left: Math.max(left, MARGIN) };
}
