import './loading-lines.css';

/**
 * Grey lines standing in for content that is loading (a heading and `rows` lines), announced as busy. Plain,
 * not antd's Skeleton, which shares its file with menus and dialogs (docs/PERFORMANCE.md).
 */
export function LoadingLines({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div className="basalt-loading-lines" role="status" aria-busy="true" aria-label={label}>
      <span className="basalt-loading-line is-heading" />
      {Array.from({ length: rows }, (_, row) => (
        <span key={row} className={`basalt-loading-line${row === rows - 1 ? ' is-last' : ''}`} />
      ))}
    </div>
  );
}
