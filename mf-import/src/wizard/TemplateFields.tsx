import { Button, Input, Select } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  columnNameOf,
  sanitiseName,
  UITypes,
  type ImportColumn,
  type ImportTableTemplate,
  type UIType,
} from '@basalt/core';
import { dropColumn, renameColumn } from './plan';

/** The field types a column of a file can become (the physical, user-editable ones). */
const IMPORTABLE_TYPES: readonly UIType[] = [
  UITypes.SingleLineText,
  UITypes.LongText,
  UITypes.Email,
  UITypes.URL,
  UITypes.PhoneNumber,
  UITypes.Checkbox,
  UITypes.Number,
  UITypes.Decimal,
  UITypes.Currency,
  UITypes.Percent,
  UITypes.Rating,
  UITypes.Duration,
  UITypes.Date,
  UITypes.DateTime,
  UITypes.Time,
  UITypes.Year,
  UITypes.SingleSelect,
  UITypes.MultiSelect,
  UITypes.JSON,
];

/** A column name for a title the user typed: the import's naming rules (docs/IMPORT.md); the title keeps its spelling. */
export const columnNameFor = (title: string) => columnNameOf(sanitiseName(title));

/** The new table's fields: rename, change type, leave out. */
export function TemplateFields({
  template,
  onChange,
}: {
  template: ImportTableTemplate;
  onChange: (template: ImportTableTemplate) => void;
}) {
  const { t } = useTranslation();
  const typeOptions = IMPORTABLE_TYPES.map((uidt) => ({ value: uidt, label: t(`fieldEditor.types.${uidt}`) }));
  const update = (column: ImportColumn, patch: Partial<ImportColumn>) =>
    onChange(renameColumn(template, column.sourceIndex, patch));
  return (
    <table className="import-fields">
      <thead>
        <tr>
          <th scope="col">{t('import.template.column')}</th>
          <th scope="col">{t('import.template.fieldName')}</th>
          <th scope="col">{t('import.template.fieldType')}</th>
          <th scope="col">
            <span className="import-visually-hidden">{t('import.template.leaveOut')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {template.columns.map((column) => (
          <tr key={column.sourceIndex} data-testid={`import-field-${column.sourceIndex}`}>
            <td className="import-source-name">{column.sourceName}</td>
            <td>
              <Input
                aria-label={t('import.template.fieldNameOf', { name: column.sourceName })}
                value={column.title}
                status={column.title.trim() ? undefined : 'error'}
                onChange={(e) => update(column, { title: e.target.value, column_name: columnNameFor(e.target.value) })}
              />
            </td>
            <td>
              <Select
                aria-label={t('import.template.fieldTypeOf', { name: column.sourceName })}
                className="import-type-select"
                value={column.uidt}
                options={typeOptions}
                onChange={(uidt: UIType) => update(column, { uidt })}
              />
            </td>
            <td>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('import.template.remove', { name: column.sourceName })}
                onClick={() => onChange(dropColumn(template, column.sourceIndex))}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
