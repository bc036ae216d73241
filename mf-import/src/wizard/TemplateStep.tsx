import { Alert, Button, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportReport } from '@basalt/core';
import type { ParseSettings, SourceInput } from '../engine';
import { ParseErrorList } from './ParseErrorList';
import { planProblem, type SheetPlan } from './plan';
import { SheetPlanEditor } from './SheetPlanEditor';

/** Step 2: each sheet's table (or existing table), the problems found reading the file, then Start. */
export function TemplateStep({
  projectId,
  source,
  settings,
  plans,
  parseErrors,
  onChange,
  onBack,
  onStart,
}: {
  projectId: string;
  source: SourceInput;
  settings: ParseSettings;
  plans: SheetPlan[];
  parseErrors: ImportReport['parseErrors'];
  onChange: (plans: SheetPlan[]) => void;
  onBack: () => void;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const problems = plans.map(planProblem);
  const firstProblem = problems.find((p) => p !== undefined);
  const editor = (plan: SheetPlan, index: number) => (
    <SheetPlanEditor
      projectId={projectId}
      source={source}
      settings={settings}
      plan={plan}
      onChange={(next) => onChange(plans.map((p, i) => (i === index ? next : p)))}
    />
  );
  return (
    <Flex vertical gap={16} className="import-step import-template">
      <ParseErrorList errors={parseErrors} />
      {plans.length === 1 ? (
        editor(plans[0]!, 0)
      ) : (
        <Tabs
          items={plans.map((plan, index) => ({
            key: plan.sheetName,
            label: t('import.template.sheet', { name: plan.sheetName }),
            children: editor(plan, index),
          }))}
        />
      )}
      {firstProblem && <Alert type="info" showIcon title={t(`import.errors.${firstProblem}`)} />}
      <Flex justify="space-between" gap={8}>
        <Button onClick={onBack}>{t('import.back')}</Button>
        <Button type="primary" disabled={!!firstProblem} onClick={onStart}>
          {t('import.template.start')}
        </Button>
      </Flex>
    </Flex>
  );
}
