import { Form } from 'antd';
import type { ColumnMeta } from '@basalt/core';
import { useTranslation } from 'react-i18next';
import { FormulaEditor } from '../formula/FormulaEditor';
import { LinkSettings } from '../link/LinkSettings';
import { ComputedSettings } from '../lookup/ComputedSettings';
import type { TableSource } from './table-source';
import { formulaFieldsOf, type VirtualType } from './virtual-types';

interface Props {
  uidt: VirtualType;
  source: TableSource;
  /** The field being edited: only a formula's text may change then. */
  editing?: ColumnMeta;
  attempted: boolean;
  refusal?: string;
}

/** The settings of a computed type: what it reads (a link, a field through it, a formula). */
export function VirtualSettings({ uidt, source, editing, attempted, refusal }: Props) {
  const { t } = useTranslation();
  if (uidt === 'Formula') {
    return (
      <Form.Item name="formula" label={t('fieldEditor.formula')}>
        <FormulaEditor
          fields={formulaFieldsOf(source.columns, editing?.id)}
          fieldId={editing?.id}
          attempted={attempted}
          refusal={refusal}
        />
      </Form.Item>
    );
  }
  if (editing) return null;
  if (uidt === 'LinkToAnotherRecord') return <LinkSettings source={source} />;
  return <ComputedSettings uidt={uidt} source={source} />;
}
