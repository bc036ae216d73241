import { useTranslation } from 'react-i18next';
import type { ImportValue } from '@basalt/core';

const shown = (value: ImportValue | undefined) => (value === null || value === undefined ? '' : String(value));

/** The first rows as they will be stored: only the kept columns, under their field names. */
export function PreviewTable({
  headers,
  sourceIndexes,
  rows,
}: {
  headers: string[];
  sourceIndexes: number[];
  rows: ImportValue[][];
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="import-muted">{t('import.template.noRows')}</p>;
  return (
    <div className="import-preview" role="region" aria-label={t('import.template.preview')} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {headers.map((h, i) => (
              <th scope="col" key={i}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {sourceIndexes.map((index, c) => (
                <td key={c}>{shown(row[index])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
