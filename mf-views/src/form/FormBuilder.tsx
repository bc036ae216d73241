import { FormOutlined } from '@ant-design/icons';
import { Empty, Tag, Typography } from 'antd';
import { LoadingLines } from '@basalt/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewRendererProps } from '../view-types';
import { AfterSubmitSettings } from './AfterSubmitSettings';
import { FieldPalette } from './FieldPalette';
import { FormPreview } from './FormPreview';
import { PrefillHint } from './PrefillHint';
import { useFieldDrag } from './use-field-drag';
import { useFormBuilder } from './use-form-builder';
import './form-builder.css';

/** The builder of a form view: left-out fields, the live form, and what happens after a visitor submits. */
export default function FormBuilder({ meta, view, actions }: ViewRendererProps & { actions?: ReactNode }) {
  const { t } = useTranslation();
  const builder = useFormBuilder(view.id, meta);
  const { settings, inForm, available } = builder;
  // a locked view's settings are changed by nobody (docs/API.md §1.8): the form shows, its controls do not
  const editable = view.lock_type !== 'locked';
  const drag = useFieldDrag(
    (columnId, slot) => {
      // a card dragged down counts its own old place among the slots above the drop: the slot moves up by one
      const from = inForm.findIndex((f) => f.column.id === columnId);
      builder.place(columnId, from !== -1 && from < slot ? slot - 1 : slot);
    },
    (columnId) => {
      const field = inForm.find((f) => f.column.id === columnId);
      if (field) builder.remove(field.form.id);
    },
  );

  return (
    <>
      <div className="view-toolbar form-builder-toolbar">
        <FormOutlined aria-hidden />
        <Typography.Text strong>{view.title}</Typography.Text>
        <Typography.Text type="secondary" className="form-builder-table">
          {t('formBuilder.formOf', { table: meta.title })}
        </Typography.Text>
        {!editable && <Tag className="view-readonly">{t('formBuilder.locked')}</Tag>}
        {/* the view's Share button (mf-views/src/share) is handed in here */}
        <div className="form-builder-actions">{actions}</div>
      </div>
      {builder.loading ? (
        <LoadingLines rows={6} label={t('formBuilder.loading')} />
      ) : builder.failed || !settings ? (
        <Empty style={{ marginTop: 48 }} description={t('formBuilder.loadFailed')} />
      ) : (
        <div className="form-builder" data-testid="form-builder">
          <aside className="form-builder-side">
            <FieldPalette
              available={available}
              editable={editable}
              drag={drag}
              onAdd={(columnId) => builder.place(columnId, inForm.length)}
              onAddAll={builder.addAll}
            />
            <PrefillHint fieldTitle={inForm[0]?.column.title} />
          </aside>
          <section className="form-builder-main" aria-label={t('formBuilder.preview')}>
            <FormPreview
              settings={settings}
              inForm={inForm}
              hiddenWhenPrefilled={builder.hiddenWhenPrefilled}
              editable={editable}
              drag={drag}
              builder={builder}
            />
            <AfterSubmitSettings settings={settings} editable={editable} saveSetting={builder.saveSetting} />
          </section>
        </div>
      )}
    </>
  );
}
