import { useTranslation } from 'react-i18next';
import type { ColumnMeta } from '@basalt/core';
import { conditionControls, filterOpsOf, withOp } from '@basalt/ui';
import { conditionOn, type VisitorCondition } from './visitor-filter';

interface Props {
  condition: VisitorCondition;
  /** 1-based, for the labels that tell one condition's controls from another's. */
  index: number;
  /** The fields a filter can be made on. */
  fields: readonly ColumnMeta[];
  onChange: (next: VisitorCondition) => void;
  onRemove: () => void;
}

/**
 * One condition of the visitor's filter as plain HTML controls (the public page carries no antd): field, the ops
 * its type takes, a date sub-op, and a value when the op needs one. Every change applies as it is made.
 */
export function VisitorConditionRow({ condition, index, fields, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const { uidt, title, subOps, input } = conditionControls(fields, condition);

  const pickField = (id: string) => {
    const column = fields.find((c) => c.id === id);
    if (column) onChange({ ...conditionOn(column), key: condition.key });
  };
  const pickOp = (op: string) => onChange(withOp(condition, uidt, op));
  const setValue = (value: string) => onChange({ ...condition, value });

  return (
    <li className="visitor-condition" role="group" aria-label={t('shared.grid.filter.condition', { index })}>
      <select
        className="shared-control"
        aria-label={t('toolbar.filter.field')}
        value={condition.fk_column_id}
        onChange={(event) => pickField(event.target.value)}
      >
        {fields.map((column) => (
          <option key={column.id} value={column.id}>
            {column.title}
          </option>
        ))}
      </select>
      <select
        className="shared-control"
        aria-label={t('toolbar.filter.op', { title })}
        value={condition.comparison_op}
        onChange={(event) => pickOp(event.target.value)}
      >
        {filterOpsOf(uidt, condition.comparison_op).map((op) => (
          <option key={op} value={op}>
            {t(`toolbar.ops.${op}`)}
          </option>
        ))}
      </select>
      {subOps && (
        <select
          className="shared-control"
          aria-label={t('toolbar.filter.subOp', { title })}
          value={condition.comparison_sub_op ?? ''}
          onChange={(event) => onChange({ ...condition, comparison_sub_op: event.target.value, value: null })}
        >
          {subOps.map((subOp) => (
            <option key={subOp} value={subOp}>
              {t(`toolbar.subOps.${subOp}`)}
            </option>
          ))}
        </select>
      )}
      {input === 'boolean' && (
        <select
          className="shared-control visitor-condition-value"
          aria-label={t('toolbar.filter.value', { title })}
          value={condition.value ?? ''}
          onChange={(event) => setValue(event.target.value)}
        >
          <option value="" disabled>
            {t('shared.grid.filter.choose')}
          </option>
          <option value="true">{t('cells.checkbox.checked')}</option>
          <option value="false">{t('cells.checkbox.unchecked')}</option>
        </select>
      )}
      {(input === 'text' || input === 'date' || input === 'days') && (
        <input
          className="shared-control visitor-condition-value"
          type={input === 'date' ? 'date' : input === 'days' ? 'number' : 'text'}
          min={input === 'days' ? 0 : undefined}
          aria-label={t('toolbar.filter.value', { title })}
          placeholder={input === 'days' ? t('toolbar.filter.days') : undefined}
          value={condition.value ?? ''}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      <button
        type="button"
        className="shared-button visitor-condition-remove"
        aria-label={t('shared.grid.filter.remove', { index })}
        title={t('shared.grid.filter.remove', { index })}
        onClick={onRemove}
      >
        <span aria-hidden>×</span>
      </button>
    </li>
  );
}
