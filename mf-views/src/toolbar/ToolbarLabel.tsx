/**
 * A toolbar button's words. Where the toolbar is narrow they leave the screen but not the accessibility tree, so the
 * button shows its icon alone and keeps its name; the button's `data-tooltip` (`tooltipOf`) then shows the words on
 * hover and keyboard focus (view-page.css). Plain markup: the toolbar draws no antd component before the grid's
 * first rows (docs/PERFORMANCE.md).
 */
export function ToolbarLabel({ text }: { text: string }) {
  return <span className="toolbar-label">{text}</span>;
}

/** The attribute a button with a `ToolbarLabel` carries for its tooltip. */
export const tooltipOf = (text: string) => ({ 'data-tooltip': text });
