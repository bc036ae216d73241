import { useEffect, useState } from 'react';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnMeta } from '@basalt/core';
import { conditionControls, filterOpsOf, firstConditionOf, withOp } from '@basalt/ui';
import type { FilterCondition } from './toolbar-api';

export interface ConditionEditorProps {
  condition: FilterCondition;
  /** The fields a filter can be made on (`filterableFields`). */
  fields: readonly ColumnMeta[];
  /** A field, op or sub-op change at once; a typed value when it is committed (Enter or leaving the box), or on
   *  every keystroke with `eachKey` (a filter not saved yet). */
  onChange: (next: FilterCondition) => void;
  eachKey?: boolean;
}

/** One condition's controls: field, op (only those its type takes), date sub-op, and a value when the op needs one. */
export function ConditionEditor({ condition, fields, onChange, eachKey }: ConditionEditorProps) {
  const { t } = useTranslation();
  const { uidt, title, subOps, input } = conditionControls(fields, condition);
  const [typed, setTyped] = useState(condition.value ?? '');
  useEffect(() => setTyped(condition.value ?? ''), [condition.value]);

  const pickField = (id: string) => {
    const column = fields.find((c) => c.id === id);
    if (column) onChange(firstConditionOf(column));
  };
  const pickOp = (op: string) => onChange(withOp(condition, uidt, op));
  const commit = (value: string) => value !== (condition.value ?? '') && onChange({ ...condition, value });

  return (
    <span className="toolbar-condition">
      <Select
        className="toolbar-field"
        aria-label={t('toolbar.filter.field')}
        virtual={false}
        showSearch={{ optionFilterProp: 'label' }}
        value={condition.fk_column_id}
        options={fields.map((c) => ({ value: c.id, label: c.title }))}
        onChange={pickField}
      />
      <Select
        className="toolbar-op"
        aria-label={t('toolbar.filter.op', { title })}
        virtual={false}
        popupMatchSelectWidth={false}
        value={condition.comparison_op}
        options={filterOpsOf(uidt, condition.comparison_op).map((op) => ({ value: op, label: t(`toolbar.ops.${op}`) }))}
        onChange={pickOp}
      />
      {subOps && (
        <Select
          aria-label={t('toolbar.filter.subOp', { title })}
          virtual={false}
          popupMatchSelectWidth={false}
          value={condition.comparison_sub_op}
          options={subOps.map((s) => ({ value: s, label: t(`toolbar.subOps.${s}`) }))}
          onChange={(subOp: string) => onChange({ ...condition, comparison_sub_op: subOp, value: null })}
        />
      )}
      {input === 'boolean' && (
        <Select
          aria-label={t('toolbar.filter.value', { title })}
          virtual={false}
          value={condition.value || null}
          options={[
            { value: 'true', label: t('cells.checkbox.checked') },
            { value: 'false', label: t('cells.checkbox.unchecked') },
          ]}
          onChange={(value: string) => onChange({ ...condition, value })}
        />
      )}
      {(input === 'text' || input === 'date' || input === 'days') && (
        <Input
          className="toolbar-value"
          aria-label={t('toolbar.filter.value', { title })}
          placeholder={input === 'date' ? 'YYYY-MM-DD' : input === 'days' ? t('toolbar.filter.days') : undefined}
          inputMode={input === 'days' ? 'numeric' : undefined}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            if (eachKey) onChange({ ...condition, value: e.target.value });
          }}
          onBlur={() => commit(typed)}
          onPressEnter={() => commit(typed)}
        />
      )}
    </span>
  );
}

/** A condition as a sentence, for those who may not change the view: "Count is greater than 3". */
export function ConditionText({ condition, fields }: Pick<ConditionEditorProps, 'condition' | 'fields'>) {
  const { t } = useTranslation();
  const field = fields.find((c) => c.id === condition.fk_column_id);
  const parts = [
    field?.title ?? condition.fk_column_id,
    t(`toolbar.ops.${condition.comparison_op}`),
    condition.comparison_sub_op ? t(`toolbar.subOps.${condition.comparison_sub_op}`) : '',
    condition.value ?? '',
  ];
  return <span className="toolbar-condition">{parts.filter(Boolean).join(' ')}</span>;
}
