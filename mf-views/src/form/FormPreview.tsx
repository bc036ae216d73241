import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSettings } from './form-api';
import type { FormField } from './form-fields';
import { FieldCard } from './FieldCard';
import type { FieldDrag } from './use-field-drag';
import { SAVE_DELAY_MS, type FormBuilderState } from './use-form-builder';

interface Props {
  settings: FormSettings;
  inForm: readonly FormField[];
  hiddenWhenPrefilled: readonly string[];
  editable: boolean;
  drag: FieldDrag;
  builder: FormBuilderState;
}

/** The form as visitors will see it, edited in place: heading, subheading, and its fields in order. */
export function FormPreview({ settings, inForm, hiddenWhenPrefilled, editable, drag, builder }: Props) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const { dropIndex, dragging } = drag;
  return (
    <div className="form-preview">
      <Input
        className="form-heading"
        variant="borderless"
        aria-label={t('formBuilder.heading')}
        placeholder={t('formBuilder.headingPlaceholder')}
        disabled={!editable}
        value={settings.heading ?? ''}
        onChange={(e) => builder.saveSetting({ heading: e.target.value || null }, SAVE_DELAY_MS)}
      />
      <Input.TextArea
        className="form-subheading"
        variant="borderless"
        autoSize={{ minRows: 1, maxRows: 6 }}
        aria-label={t('formBuilder.subheading')}
        placeholder={t('formBuilder.subheadingPlaceholder')}
        disabled={!editable}
        value={settings.subheading ?? ''}
        onChange={(e) => builder.saveSetting({ subheading: e.target.value || null }, SAVE_DELAY_MS)}
      />
      <ol
        className={`form-fields${dragging ? ' is-dragging' : ''}`}
        aria-label={t('formBuilder.formFields')}
        {...(editable ? drag.formTarget(inForm.length) : {})}
      >
        {inForm.map((field, index) => (
          <FieldCard
            key={field.form.id}
            field={field}
            index={index}
            count={inForm.length}
            selected={selected === field.form.id}
            editable={editable}
            hiddenWhenPrefilled={hiddenWhenPrefilled.includes(field.column.id)}
            builder={builder}
            onSelect={() => setSelected((id) => (id === field.form.id ? undefined : field.form.id))}
            sourceProps={drag.source(field.column.id, 'form')}
            slotProps={drag.slot(index)}
            dropBefore={dropIndex === index}
            dropAfter={dropIndex === inForm.length && index === inForm.length - 1}
          />
        ))}
        {inForm.length === 0 && <li className="form-fields-empty">{t('formBuilder.noFields')}</li>}
      </ol>
      <div className="form-submit-preview" aria-hidden>
        {t('formBuilder.submit')}
      </div>
    </div>
  );
}
