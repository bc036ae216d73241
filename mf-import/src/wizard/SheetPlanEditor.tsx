import { Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { MappingEditor } from './MappingEditor';
import { dataRows, type SheetEditorProps, type SheetPlan } from './plan';
import { PreviewTable } from './PreviewTable';
import { TemplateFields, columnNameFor } from './TemplateFields';

/** One sheet's destination: a new table (name, fields, preview) or an existing table (mapping, rows that fail). */
export function SheetPlanEditor({ projectId, source, settings, plan, onChange }: SheetEditorProps<SheetPlan>) {
  const { t } = useTranslation();
  const { template } = plan;
  const rows = dataRows(plan);
  return (
    <div className="import-sheet">
      <Segmented
        aria-label={t('import.template.destination')}
        value={plan.mode}
        onChange={(mode) => onChange({ ...plan, mode: mode as SheetPlan['mode'] })}
        options={[
          { value: 'new', label: t('import.template.newTable') },
          { value: 'existing', label: t('import.template.existingTable') },
        ]}
      />
      {plan.mode === 'new' ? (
        <>
          <label className="import-option-row">
            <span>{t('import.template.tableName')}</span>
            <Input
              aria-label={t('import.template.tableName')}
              className="import-table-name"
              value={template.title}
              status={template.title.trim() ? undefined : 'error'}
              onChange={(e) =>
                onChange({
                  ...plan,
                  template: { ...template, title: e.target.value, table_name: columnNameFor(e.target.value) },
                })
              }
            />
          </label>
          <TemplateFields template={template} onChange={(next) => onChange({ ...plan, template: next })} />
          <h4 className="import-subtitle">{t('import.template.preview')}</h4>
          <PreviewTable columns={template.columns} rows={rows} />
        </>
      ) : (
        <MappingEditor
          projectId={projectId}
          source={source}
          settings={settings}
          plan={plan}
          onChange={(mapping) => onChange({ ...plan, mapping })}
        />
      )}
    </div>
  );
}
