import { Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@basalt/core';

/** Each language named in itself, so anyone can find their own whatever is shown now. */
function nativeName(language: string): string {
  const tag = language.replace('_', '-');
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? language;
  } catch {
    return language;
  }
}

const OPTIONS = LANGUAGES.map((value) => ({ value, label: nativeName(value) }));

export function LanguageSelect({ onChange }: { onChange: (language: string) => void }) {
  const { i18n, t } = useTranslation();
  return (
    <Select
      aria-label={t('shell.language')}
      size="small"
      variant="borderless"
      value={i18n.language}
      options={OPTIONS}
      onChange={onChange}
      prefix={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      style={{ minWidth: 120 }}
    />
  );
}
