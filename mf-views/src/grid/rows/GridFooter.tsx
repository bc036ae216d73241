import { DeleteOutlined, ExpandAltOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The view's row count, undefined while it loads. */
  rowCount: number | undefined;
  /** Rows the delete button would remove (the selected rows, else the active one); 0 hides it. */
  deletable: number;
  canEdit: boolean;
  onAdd: () => void;
  onDelete: () => void;
  /** Opens the active record as a form (Shift+Space); absent when there is none. */
  onExpand?: () => void;
  /** A big paste on its way: rows sent so far. */
  progress?: { done: number; total: number };
}

/** Under the grid: the record count (announced as it changes), adding a record, deleting the selected ones. */
export function GridFooter({ rowCount, deletable, canEdit, onAdd, onDelete, onExpand, progress }: Props) {
  const { t } = useTranslation();
  return (
    <div className="grid-footer">
      {canEdit && (
        <button type="button" className="grid-footer-button" onClick={onAdd}>
          <PlusOutlined aria-hidden />
          <span className="grid-footer-label">{t('grid.newRecord')}</span>
        </button>
      )}
      {onExpand && (
        <button type="button" className="grid-footer-button" onClick={onExpand} title="Shift+Space">
          <ExpandAltOutlined aria-hidden />
          <span className="grid-footer-label">{t('grid.expand.open')}</span>
        </button>
      )}
      {canEdit && deletable > 0 && (
        <button type="button" className="grid-footer-button is-danger" onClick={onDelete}>
          <DeleteOutlined aria-hidden />
          <span className="grid-footer-label">
            {deletable === 1 ? t('grid.deleteRecord') : t('grid.deleteRecords', { count: deletable })}
          </span>
        </button>
      )}
      {progress && (
        <span
          className="grid-footer-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.done}
          aria-label={t('grid.clipboard.pasting', { done: progress.done, total: progress.total })}
        >
          <span className="grid-footer-progress-bar" style={{ width: `${(100 * progress.done) / progress.total}%` }} />
          {t('grid.clipboard.pasting', { done: progress.done, total: progress.total })}
        </span>
      )}
      <span className="grid-footer-count" aria-live="polite">
        {rowCount === undefined ? t('grid.loading') : t('views.recordCount', { count: rowCount })}
      </span>
    </div>
  );
}
