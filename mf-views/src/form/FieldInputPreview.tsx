import type { ColumnMeta } from '@basalt/core';
import { cellOf } from '@basalt/ui';
import { useTranslation } from 'react-i18next';

/**
 * The input a visitor will fill in, drawn as a still picture: the builder shows the form's look, not a form to fill.
 * Its kind comes from the field type's cell definition (a toggle is a box to tick), never from a list of types here.
 */
export function FieldInputPreview({ column }: { column: ColumnMeta }) {
  const { t } = useTranslation();
  const { editMode, icon: Icon } = cellOf(column.uidt);
  if (editMode === 'toggle') return <span className="form-input-preview is-toggle" aria-hidden />;
  return (
    <div className="form-input-preview" aria-hidden>
      <span>{editMode === 'readonly' ? t('formBuilder.computed') : t('formBuilder.answerPlaceholder')}</span>
      <Icon className="form-input-preview-icon" />
    </div>
  );
}
