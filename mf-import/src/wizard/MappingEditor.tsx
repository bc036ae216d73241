import { useEffect, useState } from 'react';
import { Alert, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { matchFields, type ImportFailure, type ImportMapping } from '@basalt/core';
import { countUnconvertible, type ParseSettings, type SourceInput } from '../engine';
import type { SheetEditorProps, SheetPlan } from './plan';
import { useProjectTables, useTableFields } from './use-project-tables';

const SKIP = '';

/**
 * Source columns onto an existing table's fields, matched by name when the table is chosen; the rows that would
 * not convert are counted before anything is written.
 */
export function MappingEditor({
  projectId,
  source,
  settings,
  plan,
  onChange,
}: SheetEditorProps<ImportMapping | undefined>) {
  const { t } = useTranslation();
  const tables = useProjectTables(projectId);
  const [tableId, setTableId] = useState(plan.mapping?.tableId);
  const fields = useTableFields(tableId);
  const sourceNames = (plan.rows[0] ?? []).map((_, i) =>
    plan.template.headerRow ? String(plan.rows[0]?.[i] ?? `field_${i + 1}`) : `field_${i + 1}`,
  );

  // a newly chosen table gets its fields matched to the file's columns by name
  useEffect(() => {
    if (!tableId || !fields || plan.mapping?.tableId === tableId) return;
    const titles = fields.map((f) => f.title);
    onChange({ tableId, fields: matchFields(sourceNames, titles), headerRow: plan.template.headerRow });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tableId, fields]);

  const count = useUnconvertible(projectId, source, settings, plan);
  const fieldOptions = [
    { value: SKIP, label: t('import.template.skip') },
    ...(fields ?? []).map((f) => ({ value: f.title, label: f.title })),
  ];

  return (
    <div className="import-mapping">
      <label className="import-option-row">
        <span>{t('import.template.chooseTable')}</span>
        <Select
          aria-label={t('import.template.chooseTable')}
          className="import-table-select"
          loading={!tables}
          value={tableId}
          placeholder={t('import.template.chooseTable')}
          options={(tables ?? []).map((table) => ({ value: table.id, label: table.title }))}
          onChange={(id: string) => setTableId(id)}
        />
      </label>
      {tableId && !fields && <Spin size="small" />}
      {plan.mapping && fields && (
        <table className="import-fields">
          <thead>
            <tr>
              <th scope="col">{t('import.template.column')}</th>
              <th scope="col">{t('import.template.mapTo')}</th>
            </tr>
          </thead>
          <tbody>
            {sourceNames.map((name, i) => (
              <tr key={i}>
                <td className="import-source-name">{name}</td>
                <td>
                  <Select
                    aria-label={t('import.template.mapToOf', { name })}
                    className="import-type-select"
                    value={plan.mapping!.fields[i] ?? SKIP}
                    options={fieldOptions}
                    onChange={(value: string) =>
                      onChange({
                        ...plan.mapping!,
                        fields: plan.mapping!.fields.map((f, j) => (j === i ? value || null : f)),
                      })
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {plan.mapping && count?.failed && (
        <Alert type="error" showIcon role="alert" title={t('import.template.countFailed')} />
      )}
      {plan.mapping && count && !count.failed && (
        <Alert
          className="import-unconvertible"
          type={count.rows > 0 ? 'warning' : 'success'}
          showIcon
          title={
            count.rows > 0 ? t('import.template.unconvertible', { count: count.rows }) : t('import.template.allConvert')
          }
          description={
            count.failures.length > 0 && (
              <ul className="import-parse-errors">
                {count.failures.slice(0, 5).map((f, i) => (
                  <li key={i}>{t('import.template.failure', { ...f })}</li>
                ))}
              </ul>
            )
          }
        />
      )}
      {plan.mapping && !count && <Spin size="small" aria-label={t('import.template.counting')} />}
    </div>
  );
}

/** Counts, whenever the mapping changes, the rows that would not convert; undefined while counting. */
function useUnconvertible(projectId: string, source: SourceInput, settings: ParseSettings, plan: SheetPlan) {
  const [count, setCount] = useState<{ key: string; rows: number; failures: ImportFailure[]; failed?: boolean }>();
  const key = plan.mapping ? JSON.stringify(plan.mapping) : '';
  useEffect(() => {
    if (!plan.mapping) return;
    let live = true;
    const mapping = plan.mapping;
    countUnconvertible(projectId, source, settings, { sheetName: plan.sheetName, mapping })
      .then((answer) => live && setCount({ key, ...answer }))
      .catch(() => live && setCount({ key, rows: 0, failures: [], failed: true }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return count?.key === key ? count : undefined;
}
