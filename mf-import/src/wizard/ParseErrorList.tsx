import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportReport } from '@basalt/core';

const MAX_LISTED = 50;

/** Problems met while reading the file (papaparse's kinds, invalid JSON), each with its row when known. */
export function ParseErrorList({ errors }: { errors: ImportReport['parseErrors'] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('import.template.parseErrors', { count: errors.length })}
      description={
        <ul className="import-parse-errors">
          {errors.slice(0, MAX_LISTED).map((e, i) => (
            <li key={i}>
              {e.row === undefined
                ? `${e.kind}: ${e.message}`
                : t('import.template.parseError', { row: e.row, kind: e.kind, message: e.message })}
            </li>
          ))}
          {errors.length > MAX_LISTED && <li>{t('import.template.more', { count: errors.length - MAX_LISTED })}</li>}
        </ul>
      }
    />
  );
}
