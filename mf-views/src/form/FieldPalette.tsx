import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { TypeIcon } from '@basalt/ui';
import { useTranslation } from 'react-i18next';
import type { FormField } from './form-fields';
import type { FieldDrag } from './use-field-drag';

interface Props {
  available: readonly FormField[];
  editable: boolean;
  drag: FieldDrag;
  onAdd: (columnId: string) => void;
  onAddAll: () => void;
}

/** The fields the form leaves out: drag one into the form or click it to add it at the end; drop a field here to remove it. */
export function FieldPalette({ available, editable, drag, onAdd, onAddAll }: Props) {
  const { t } = useTranslation();
  const removing = drag.dragging?.from === 'form';
  return (
    <section
      className={`form-palette${removing ? ' is-drop-target' : ''}`}
      aria-label={t('formBuilder.availableFields')}
      {...(editable ? drag.removeTarget() : {})}
    >
      <header className="form-palette-head">
        <h3>{t('formBuilder.availableFields')}</h3>
        {editable && available.length > 0 && (
          <Button size="small" type="link" onClick={onAddAll}>
            {t('formBuilder.addAll')}
          </Button>
        )}
      </header>
      {available.length === 0 ? (
        <p className="form-palette-empty">{t('formBuilder.allFieldsAdded')}</p>
      ) : (
        <ul className="form-palette-list" aria-label={t('formBuilder.availableFields')}>
          {available.map(({ column }) => (
            <li key={column.id} {...(editable ? drag.source(column.id, 'available') : {})}>
              <button
                type="button"
                className="form-palette-field"
                disabled={!editable}
                aria-label={t('formBuilder.add', { field: column.title })}
                onClick={() => onAdd(column.id)}
              >
                <TypeIcon uidt={column.uidt} />
                <span className="form-palette-title">{column.title}</span>
                <PlusOutlined className="form-palette-plus" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {removing && <p className="form-palette-drop">{t('formBuilder.dropToRemove')}</p>}
    </section>
  );
}
