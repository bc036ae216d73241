import { Button, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportProgress } from '../engine';
import { formatDuration } from './format';

/**
 * Step 3: how far the import is (rows done, rows per second, time left) and Cancel. The parsing runs in a Web
 * Worker, so this page keeps answering while it draws the progress the engine reports.
 */
export function RunStep({
  progress,
  cancelling,
  onCancel,
}: {
  progress: ImportProgress | undefined;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const percent = Math.round((progress?.fraction ?? 0) * 1000) / 10;
  return (
    <Flex vertical gap={12} className="import-step import-run" aria-live="polite">
      {progress && progress.sheetName && (
        <Typography.Text type="secondary">{t('import.template.sheet', { name: progress.sheetName })}</Typography.Text>
      )}
      <Progress percent={percent} status="active" aria-label={t('import.run.progress')} />
      <dl className="import-stats">
        <div>
          <dt>{t('import.run.rowsDone')}</dt>
          <dd data-testid="import-rows-done">{number(progress?.rowsDone ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('import.run.rate')}</dt>
          <dd>{number(Math.round(progress?.rowsPerSecond ?? 0))}</dd>
        </div>
        <div>
          <dt>{t('import.run.timeLeft')}</dt>
          <dd>
            {progress?.secondsLeft === null || progress?.secondsLeft === undefined
              ? t('import.run.estimating')
              : formatDuration(progress.secondsLeft)}
          </dd>
        </div>
        {!!progress?.rowsFailed && (
          <div>
            <dt>{t('import.run.rowsFailed')}</dt>
            <dd>{number(progress.rowsFailed)}</dd>
          </div>
        )}
      </dl>
      <Flex justify="end">
        <Button danger loading={cancelling} onClick={onCancel}>
          {cancelling ? t('import.run.cancelling') : t('import.run.cancel')}
        </Button>
      </Flex>
    </Flex>
  );
}
