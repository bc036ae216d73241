import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TypeIcon } from '@basalt/ui';
import type { TableSource } from '../virtual/table-source';
import { useLoaded } from '../virtual/use-loaded';
import { linkFieldsOf, linkOptionsOf, rollupFunctionsFor } from '../virtual/virtual-types';

interface Props {
  uidt: 'Lookup' | 'Rollup' | 'Count';
  source: TableSource;
}

const fieldOption = (column: { id: string; title: string; uidt: string }) => ({
  value: column.id,
  name: column.title,
  label: (
    <span className="field-type-option">
      <TypeIcon uidt={column.uidt} />
      <span>{column.title}</span>
    </span>
  ),
});

/**
 * Lookup, Rollup and Count settings: the link field of this table they read through, then (Lookup, Rollup) a
 * field of the linked table, then (Rollup) a function the field's type allows. Changing the link clears what was
 * picked of the former linked table.
 */
export function ComputedSettings({ uidt, source }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const links = linkFieldsOf(source.columns);
  const relationId = Form.useWatch('relationColumnId', form) as string | undefined;
  const relatedId = Form.useWatch('relatedColumnId', form) as string | undefined;
  const link = links.find((c) => c.id === relationId);
  const relatedTableId = link ? linkOptionsOf(link).fk_related_model_id : undefined;
  const related = useLoaded(relatedTableId, (id) => source.tableMeta(id));
  const relatedFields = (related?.columns ?? []).filter((c) => !c.system);
  const functions = rollupFunctionsFor(relatedFields.find((c) => c.id === relatedId)?.uidt);

  return (
    <>
      {links.length === 0 && <p className="field-settings-note">{t('fieldEditor.noLinkFields')}</p>}
      <Form.Item
        name="relationColumnId"
        label={t('fieldEditor.linkField')}
        rules={[{ required: true, message: t('fieldEditor.linkFieldRequired') }]}
      >
        <Select
          placeholder={t('fieldEditor.linkFieldRequired')}
          options={links.map(fieldOption)}
          showSearch={{ optionFilterProp: 'name' }}
          onChange={() => form.setFieldsValue({ relatedColumnId: undefined })}
        />
      </Form.Item>
      {uidt !== 'Count' && (
        <Form.Item
          name="relatedColumnId"
          label={t(uidt === 'Lookup' ? 'fieldEditor.lookupField' : 'fieldEditor.rollupField')}
          rules={[{ required: true, message: t('fieldEditor.relatedFieldRequired') }]}
        >
          <Select
            disabled={!link}
            loading={!!link && !related}
            placeholder={t('fieldEditor.relatedFieldPlaceholder')}
            options={relatedFields.map(fieldOption)}
            showSearch={{ optionFilterProp: 'name' }}
            onChange={(id: string) => {
              const allowed = rollupFunctionsFor(relatedFields.find((c) => c.id === id)?.uidt);
              if (!allowed.includes(form.getFieldValue('rollupFunction')))
                form.setFieldsValue({ rollupFunction: 'count' });
            }}
          />
        </Form.Item>
      )}
      {uidt === 'Rollup' && (
        <Form.Item name="rollupFunction" label={t('fieldEditor.rollupFunction')}>
          <Select options={functions.map((fn) => ({ value: fn, label: t(`fieldEditor.rollupFunctions.${fn}`) }))} />
        </Form.Item>
      )}
    </>
  );
}
