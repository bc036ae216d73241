import { useCallback } from 'react';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TableSource } from '../virtual/table-source';
import { useLoaded } from '../virtual/use-loaded';
import { LINK_KINDS } from '../virtual/virtual-types';

/**
 * A link's settings: the other table (any of the project's, this one included: a record may link to records of
 * its own table), the kind of link, and optionally the name of the matching field the server adds on the other table.
 */
export function LinkSettings({ source }: { source: TableSource }) {
  const { t } = useTranslation();
  const listTables = useCallback(() => source.listTables(), [source]);
  const tables = useLoaded('tables', listTables);
  return (
    <>
      <Form.Item
        name="linkTableId"
        label={t('fieldEditor.linkTable')}
        rules={[{ required: true, message: t('fieldEditor.linkTableRequired') }]}
      >
        <Select
          loading={!tables}
          placeholder={t('fieldEditor.linkTablePlaceholder')}
          options={(tables ?? []).map((table) => ({ value: table.id, label: table.title }))}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="link-table"
        />
      </Form.Item>
      <Form.Item name="linkType" label={t('fieldEditor.linkKind')}>
        <Radio.Group className="field-link-kinds">
          {LINK_KINDS.map((kind) => (
            <Radio key={kind} value={kind}>
              {t(`fieldEditor.linkKinds.${kind}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="linkReverseTitle" label={t('fieldEditor.linkReverse')} extra={t('fieldEditor.linkReverseHint')}>
        <Input maxLength={255} />
      </Form.Item>
    </>
  );
}
