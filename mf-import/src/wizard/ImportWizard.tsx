import { useState } from 'react';
import { Alert, Button, Flex, Steps, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { columnNameOf, inferTemplate, sanitiseTableName, type ImportReport, type ImportSourceKind } from '@basalt/core';
import { readPreview, type ParseSettings, type PreviewResult, type SourceInput } from '../engine';
import { KIND_LABELS } from './accept';
import { sheetTarget, type SheetPlan, type SourceChoice } from './plan';
import { ReportStep } from './ReportStep';
import { RunStep } from './RunStep';
import { sourceErrorMessage } from './source-error';
import { SourceStep } from './SourceStep';
import { TemplateStep } from './TemplateStep';
import { useImportRun } from './use-import-run';
import { useProjectTables } from './use-project-tables';
import './wizard.css';

type Step = 'source' | 'template' | 'run' | 'report';
const STEPS: Step[] = ['source', 'template', 'run', 'report'];

const initialChoice = (kind: ImportSourceKind): SourceChoice => ({
  kind,
  url: '',
  delimiter: '',
  firstRowIsHeader: true,
  normalizeNested: true,
  autoSelectFieldTypes: true,
});

function sourceOf(choice: SourceChoice): SourceInput {
  if (choice.file) return { kind: choice.kind, name: choice.file.name, file: choice.file };
  const url = choice.url.trim();
  const name = decodeURIComponent(new URL(url).pathname.split('/').filter(Boolean).pop() ?? url);
  return { kind: choice.kind, name, url };
}

function settingsOf(choice: SourceChoice): ParseSettings {
  return {
    delimiter: choice.kind === 'csv' && choice.delimiter ? choice.delimiter : undefined,
    normalizeNested: choice.kind === 'json' ? choice.normalizeNested : undefined,
    firstRowIsHeader: choice.firstRowIsHeader,
  };
}

/** Each sheet's inferred table, titled so that it clashes with no table of the project nor another sheet. */
function plansOf(preview: PreviewResult, choice: SourceChoice, tableTitles: readonly string[]): SheetPlan[] {
  const taken = [...tableTitles];
  return preview.sheets.map((sheet) => {
    const inferred = inferTemplate(sheet.name, sheet.rows, {
      firstRowIsHeader: choice.firstRowIsHeader,
      autoSelectFieldTypes: choice.autoSelectFieldTypes,
    });
    const title = sanitiseTableName(sheet.name, taken);
    taken.push(title);
    return {
      sheetName: sheet.name,
      rows: sheet.rows,
      mode: 'new',
      template: { ...inferred, title, table_name: columnNameOf(title) },
    };
  });
}

/**
 * The import wizard (docs/IMPORT.md): source, template, run, report. Nothing is written before Start; the run's
 * report says exactly what was written and what was not.
 */
export function ImportWizard({
  projectId,
  kind,
  onOpenTable,
  onClose,
}: {
  projectId: string;
  kind: ImportSourceKind;
  onOpenTable: (title: string) => void;
  /** Back to the project; not offered while rows are being written (Cancel first). */
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('source');
  const [choice, setChoice] = useState(() => initialChoice(kind));
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string>();
  const [preview, setPreview] = useState<PreviewResult>();
  const [plans, setPlans] = useState<SheetPlan[]>([]);
  const [reports, setReports] = useState<ImportReport[]>([]);
  const [runError, setRunError] = useState<string>();
  const run = useImportRun();
  const tables = useProjectTables(projectId);

  const read = async () => {
    setReading(true);
    setReadError(undefined);
    try {
      const result = await readPreview(projectId, sourceOf(choice), settingsOf(choice));
      setPreview(result);
      setPlans(
        plansOf(
          result,
          choice,
          (tables ?? []).map((table) => table.title),
        ),
      );
      setStep('template');
    } catch (error) {
      setReadError(sourceErrorMessage(error, t));
    } finally {
      setReading(false);
    }
  };

  const start = async () => {
    setStep('run');
    setRunError(undefined);
    try {
      const job = { projectId, source: sourceOf(choice), settings: settingsOf(choice), sheets: plans.map(sheetTarget) };
      setReports(await run.start(job));
      setStep('report');
    } catch (error) {
      setRunError(sourceErrorMessage(error, t));
      setStep('template');
    }
  };

  const again = () => {
    setChoice(initialChoice(kind));
    setPreview(undefined);
    setPlans([]);
    setReports([]);
    setStep('source');
  };

  return (
    <div className="import-wizard">
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Title level={3}>{t('import.title', { kind: KIND_LABELS[kind] })}</Typography.Title>
        {step !== 'run' && (
          <Button type="text" icon={<CloseOutlined />} aria-label={t('import.close')} onClick={onClose} />
        )}
      </Flex>
      <Steps
        className="import-steps"
        size="small"
        responsive={false}
        current={STEPS.indexOf(step)}
        items={STEPS.map((s) => ({ title: t(`import.steps.${s}`) }))}
      />
      {runError && <Alert type="error" showIcon role="alert" title={runError} />}
      {step === 'source' && (
        <SourceStep choice={choice} onChange={setChoice} onNext={() => void read()} busy={reading} error={readError} />
      )}
      {step === 'template' && preview && (
        <TemplateStep
          projectId={projectId}
          source={sourceOf(choice)}
          settings={settingsOf(choice)}
          plans={plans}
          parseErrors={preview.parseErrors}
          onChange={setPlans}
          onBack={() => setStep('source')}
          onStart={() => void start()}
        />
      )}
      {step === 'run' && <RunStep progress={run.progress} cancelling={run.cancelling} onCancel={run.cancel} />}
      {step === 'report' && <ReportStep reports={reports} onOpenTable={onOpenTable} onAgain={again} />}
    </div>
  );
}
