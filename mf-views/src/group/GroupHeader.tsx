import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ColumnMeta } from '@basalt/core';
import { cellOf } from '@basalt/ui';

interface Props {
  column: ColumnMeta;
  value: unknown;
  count: number;
  expanded: boolean;
  /** The id of the region it opens and closes. */
  controls: string;
  onToggle: () => void;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * One group's header: a button (Enter and Space toggle it, as any button) showing the group's value drawn by the
 * field's own cell (a select's chip, a formatted date), "(empty)" for the rows without one, and how many rows it has.
 */
export function GroupHeader({ column, value, count, expanded, controls, onToggle }: Props) {
  const { t } = useTranslation();
  const { Display } = cellOf(column.uidt);
  return (
    <button type="button" className="group-header" aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      <RightOutlined className="group-chevron" aria-hidden />
      <span className="group-field">{column.title}</span>
      <span className="group-value">
        {isEmpty(value) ? (
          <span className="group-value-empty">{t('views.group.empty')}</span>
        ) : (
          <Display value={value} column={column} />
        )}
      </span>
      <span className="group-count">{t('views.recordCount', { count })}</span>
    </button>
  );
}
