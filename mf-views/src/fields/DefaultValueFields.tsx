import { Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OptionValue } from './column-body';
import type { TypeSettings } from './type-settings';

interface Props {
  settings: TypeSettings;
  /** MultiSelect: the default may name several options. */
  multiple: boolean;
}

/** Comma-joined titles (how a MultiSelect value and its default are written) and back. */
const joined = (titles: string[] | string | undefined) => (Array.isArray(titles) ? titles.join(',') : (titles ?? ''));
const split = (text: string | undefined) => (text ? text.split(',').filter(Boolean) : []);

/**
 * "Required" and the default value, for the types where they mean something (type-settings.ts). The default is
 * typed as text and read by the type's own rules on the server; a select's is picked from its options.
 */
export function DefaultValueFields({ settings, multiple }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const options = (Form.useWatch('options', form) as OptionValue[] | undefined) ?? [];
  const titles = [...new Set(options.map((o) => o?.title?.trim()).filter(Boolean))];
  return (
    <>
      {settings.defaultValue === 'text' && (
        <Form.Item name="defaultValue" label={t('fieldEditor.defaultValue')}>
          <Input placeholder={t('fieldEditor.defaultValuePlaceholder')} />
        </Form.Item>
      )}
      {settings.defaultValue === 'option' && (
        <Form.Item
          name="defaultValue"
          label={t('fieldEditor.defaultValue')}
          getValueProps={(text: string | undefined) => ({ value: multiple ? split(text) : text || undefined })}
          normalize={(value: string[] | string | undefined) => joined(value)}
        >
          <Select
            mode={multiple ? 'multiple' : undefined}
            allowClear
            placeholder={t('fieldEditor.defaultValuePlaceholder')}
            options={titles.map((title) => ({ value: title, label: title }))}
          />
        </Form.Item>
      )}
      {settings.defaultValue === 'checkbox' && (
        <Form.Item
          name="defaultValue"
          getValueProps={(text: string | undefined) => ({ checked: text === 'true' })}
          getValueFromEvent={(event: { target: { checked: boolean } }) => (event.target.checked ? 'true' : '')}
        >
          <Checkbox>{t('fieldEditor.defaultChecked')}</Checkbox>
        </Form.Item>
      )}
      {settings.required && (
        <Form.Item name="required" valuePropName="checked">
          <Checkbox>{t('fieldEditor.required')}</Checkbox>
        </Form.Item>
      )}
    </>
  );
}
