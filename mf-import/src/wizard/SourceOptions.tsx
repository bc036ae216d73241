import { Checkbox, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SourceChoice } from './plan';

const DELIMITERS = [
  { value: '', key: 'auto' },
  { value: ',', key: 'comma' },
  { value: '\t', key: 'tab' },
  { value: '|', key: 'pipe' },
  { value: ';', key: 'semicolon' },
] as const;

/** The parse options of the source step; the delimiter only for CSV, flattening only for JSON. */
export function SourceOptions({ choice, onChange }: { choice: SourceChoice; onChange: (c: SourceChoice) => void }) {
  const { t } = useTranslation();
  const set = (patch: Partial<SourceChoice>) => onChange({ ...choice, ...patch });
  return (
    <Flex vertical gap={8} className="import-options">
      <Typography.Text strong>{t('import.source.options')}</Typography.Text>
      {choice.kind === 'csv' && (
        <label className="import-option-row">
          <span>{t('import.source.delimiter')}</span>
          <Select
            aria-label={t('import.source.delimiter')}
            className="import-delimiter"
            value={choice.delimiter}
            onChange={(delimiter) => set({ delimiter })}
            options={DELIMITERS.map(({ value, key }) => ({ value, label: t(`import.source.delimiters.${key}`) }))}
          />
        </label>
      )}
      <Checkbox checked={choice.firstRowIsHeader} onChange={(e) => set({ firstRowIsHeader: e.target.checked })}>
        {t('import.source.firstRowIsHeader')}
      </Checkbox>
      {choice.kind === 'json' && (
        <Checkbox checked={choice.normalizeNested} onChange={(e) => set({ normalizeNested: e.target.checked })}>
          {t('import.source.normalizeNested')}
        </Checkbox>
      )}
      <Checkbox checked={choice.autoSelectFieldTypes} onChange={(e) => set({ autoSelectFieldTypes: e.target.checked })}>
        {t('import.source.autoTypes')}
      </Checkbox>
    </Flex>
  );
}
