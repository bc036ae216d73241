import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES } from '@basalt/core';
import './language-select.css';

/** Each language named in itself, so anyone can find their own whatever is shown now. */
const OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NATIVE_NAMES[value] }));

/**
 * The browser's own select, not antd's: it is on every page, signed out too, and antd's Select (with its
 * virtual list and popup) would be downloaded by every visitor for it. A native select is keyboard and
 * screen-reader accessible as it is, and opens as the platform's picker on phones.
 */
export function LanguageSelect({ onChange }: { onChange: (language: string) => void }) {
  const { i18n, t } = useTranslation();
  const current = OPTIONS.find((option) => option.value === i18n.language) ?? OPTIONS[0]!;
  // The select itself is transparent and covers the whole control: the control is as wide as the chosen
  // language's name (a native select is as wide as its longest option), and every click opens the picker.
  return (
    <span className="basalt-language">
      <GlobalOutlined className="basalt-language-icon" aria-hidden />
      <span className="basalt-language-name" aria-hidden>
        {current.label}
      </span>
      <DownOutlined className="basalt-language-chevron" aria-hidden />
      <select
        className="basalt-language-select"
        aria-label={t('shell.language')}
        value={i18n.language}
        onChange={(event) => onChange(event.target.value)}
      >
        {OPTIONS.map(({ value, label }) => (
          <option key={value} value={value} lang={value.replace('_', '-')}>
            {label}
          </option>
        ))}
      </select>
    </span>
  );
}
