import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, HolderOutlined } from '@ant-design/icons';
import { Input, Switch } from 'antd';
import { TypeIcon } from '@basalt/ui';
import { useId, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField } from './form-fields';
import { SAVE_DELAY_MS, type FormBuilderState } from './use-form-builder';
import { FieldInputPreview } from './FieldInputPreview';

interface Props {
  field: FormField;
  index: number;
  count: number;
  selected: boolean;
  editable: boolean;
  hiddenWhenPrefilled: boolean;
  builder: Pick<FormBuilderState, 'saveColumn' | 'place' | 'remove' | 'setHiddenWhenPrefilled'>;
  onSelect: () => void;
  /** From useFieldDrag: what makes the card draggable, and what makes it a place to drop. */
  sourceProps: HTMLAttributes<HTMLLIElement> & { draggable?: boolean };
  slotProps: HTMLAttributes<HTMLLIElement>;
  dropBefore: boolean;
  dropAfter: boolean;
}

/**
 * One field of the form as a visitor sees it (label, help, the input), with what the builder changes: move it up or
 * down (the keyboard's way to reorder), remove it, and once selected its label, help, required and prefill options.
 */
export function FieldCard(props: Props) {
  const { field, index, count, selected, editable, builder, hiddenWhenPrefilled } = props;
  const { t } = useTranslation();
  const id = useId();
  const { form, column } = field;
  const label = form.label || column.title;
  const classes = ['form-field-card'];
  if (selected) classes.push('is-selected');
  if (props.dropBefore) classes.push('drop-before');
  if (props.dropAfter) classes.push('drop-after');

  return (
    <li
      className={classes.join(' ')}
      data-testid="form-field"
      aria-label={label}
      {...(editable ? props.slotProps : {})}
      // a selected card holds text boxes: it stops being draggable so text in them can be selected with the mouse
      {...(editable && !selected ? props.sourceProps : {})}
    >
      <div className="form-field-head">
        {editable && <HolderOutlined className="form-field-handle" aria-hidden />}
        <button
          type="button"
          className="form-field-label"
          aria-expanded={selected}
          aria-controls={`${id}-settings`}
          onClick={props.onSelect}
        >
          <TypeIcon uidt={column.uidt} />
          <span className="form-field-label-text">{label}</span>
          {form.required && (
            <span className="form-field-required" aria-label={t('formBuilder.requiredMark')}>
              *
            </span>
          )}
        </button>
        {editable && (
          <span className="form-field-tools">
            <button
              type="button"
              aria-label={t('formBuilder.moveUp', { field: label })}
              disabled={index === 0}
              onClick={() => builder.place(column.id, index - 1)}
            >
              <ArrowUpOutlined />
            </button>
            <button
              type="button"
              aria-label={t('formBuilder.moveDown', { field: label })}
              disabled={index === count - 1}
              onClick={() => builder.place(column.id, index + 1)}
            >
              <ArrowDownOutlined />
            </button>
            <button
              type="button"
              aria-label={t('formBuilder.remove', { field: label })}
              onClick={() => builder.remove(form.id)}
            >
              <CloseOutlined />
            </button>
          </span>
        )}
      </div>
      {form.help && <p className="form-field-help">{form.help}</p>}
      <FieldInputPreview column={column} />
      {selected && editable && (
        <div className="form-field-settings" id={`${id}-settings`}>
          <label className="form-setting">
            <span>{t('formBuilder.label')}</span>
            <Input
              value={form.label ?? ''}
              placeholder={column.title}
              onChange={(e) => builder.saveColumn(form.id, { label: e.target.value || null }, SAVE_DELAY_MS)}
            />
          </label>
          <label className="form-setting">
            <span>{t('formBuilder.help')}</span>
            <Input
              value={form.help ?? ''}
              placeholder={t('formBuilder.helpPlaceholder')}
              onChange={(e) => builder.saveColumn(form.id, { help: e.target.value || null }, SAVE_DELAY_MS)}
            />
          </label>
          <label className="form-setting-switch">
            <Switch
              size="small"
              checked={form.required}
              onChange={(required) => builder.saveColumn(form.id, { required })}
            />
            <span>{t('formBuilder.required')}</span>
          </label>
          <label className="form-setting-switch">
            <Switch
              size="small"
              checked={hiddenWhenPrefilled}
              onChange={(hidden) => builder.setHiddenWhenPrefilled(column.id, hidden)}
            />
            <span>{t('formBuilder.hiddenWhenPrefilled')}</span>
          </label>
        </div>
      )}
    </li>
  );
}
