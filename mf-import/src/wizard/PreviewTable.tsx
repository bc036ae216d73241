import { useTranslation } from 'react-i18next';
import { rowConverter, type ConvertColumn, type ImportValue } from '@basalt/core';

/** One previewed cell: the value as it will be stored, or the source value and why it will not be. */
type PreviewCell = { stored: unknown } | { refused: string; reason: string };

/**
 * Each row's cells as the import will store them: every column goes through core's rowConverter (the field type's
 * own reading, after the import's readings of dollars, days and option spellings), so the preview cannot promise
 * a value the import then writes differently.
 */
export function previewCells(columns: readonly ConvertColumn[], rows: readonly ImportValue[][]): PreviewCell[][] {
  const converters = columns.map((column) => ({ column, convert: rowConverter([column]) }));
  return rows.map((row, r) =>
    converters.map(({ column, convert }) => {
      const { record, failures } = convert(row, r + 1);
      if (record) return { stored: record[column.title] };
      return { refused: failures[0]?.value ?? '', reason: failures[0]?.reason ?? '' };
    }),
  );
}

/** A stored value as text: a checkbox as a box, a structure as JSON, nothing for empty. */
function storedText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '☑' : '☐';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The first rows as they will be stored: only the kept columns, under their field names. */
export function PreviewTable({ columns, rows }: { columns: readonly ConvertColumn[]; rows: ImportValue[][] }) {
  const { t } = useTranslation();
  const cells = previewCells(columns, rows);
  if (rows.length === 0) return <p className="import-muted">{t('import.template.noRows')}</p>;
  return (
    <div className="import-preview" role="region" aria-label={t('import.template.preview')} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column.sourceIndex}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cells.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                'stored' in cell ? (
                  <td key={c}>{storedText(cell.stored)}</td>
                ) : (
                  <td key={c} className="import-preview-refused" title={cell.reason}>
                    <s>{cell.refused}</s>
                    <span className="import-visually-hidden">
                      {t('import.template.notStored', { reason: cell.reason })}
                    </span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
