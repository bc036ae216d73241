import { Button, Form, Input } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { optionColor } from '@basalt/core';
import { useTranslation } from 'react-i18next';
import type { OptionValue } from './column-body';
import { optionProblem } from './form-rules';
import { OptionColour } from './OptionColour';

interface Props {
  /** A MultiSelect: no option may contain a comma. */
  multiple: boolean;
}

/**
 * A select field's options, in order: add, rename, recolour, remove. An empty list is allowed (values then add
 * none). A renamed option keeps its id, so the server renames the values that hold it (docs/API.md §1.7).
 */
export function SelectOptionsEditor({ multiple }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const options = (Form.useWatch('options', form) as OptionValue[] | undefined) ?? [];
  return (
    <Form.List name="options">
      {(fields, { add, remove }) => (
        <fieldset className="field-options">
          <legend>{t('fieldEditor.options')}</legend>
          {fields.length === 0 && <p className="field-options-empty">{t('fieldEditor.noOptions')}</p>}
          {fields.map((field, index) => {
            const title = options[index]?.title ?? '';
            return (
              <div key={field.key} className="field-option-row">
                <Form.Item name={[field.name, 'color']} noStyle>
                  <OptionColour option={title} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'title']}
                  className="field-option-title"
                  validateTrigger={['onChange', 'onBlur']}
                  rules={[
                    {
                      validator: () => {
                        const all = ((form.getFieldValue('options') as OptionValue[] | undefined) ?? []).map(
                          (o) => o?.title ?? '',
                        );
                        const problem = optionProblem(all, index, multiple);
                        return problem ? Promise.reject(new Error(t(`fieldEditor.${problem}`))) : Promise.resolve();
                      },
                    },
                  ]}
                >
                  <Input
                    placeholder={t('fieldEditor.optionPlaceholder')}
                    aria-label={t('fieldEditor.optionName', { n: index + 1 })}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('fieldEditor.removeOption', { option: title || index + 1 })}
                  onClick={() => remove(field.name)}
                />
              </div>
            );
          })}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            block
            onClick={() => add({ title: '', color: optionColor(fields.length) } satisfies OptionValue)}
          >
            {t('fieldEditor.addOption')}
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
