import { Button, Flex, Result, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { failuresCsv, type ImportFailure, type ImportReport } from '@basalt/core';
import { downloadText } from './format';
import { ParseErrorList } from './ParseErrorList';

const STATUS = { complete: 'success', cancelled: 'warning', failed: 'error' } as const;

/** A finished import that skipped rows is not a plain success: it says so in its icon and its title. */
function headline(report: ImportReport): { status: 'success' | 'warning' | 'error'; key: string; count: number } {
  if (report.outcome === 'complete' && report.rowsSkipped > 0) {
    return { status: 'warning', key: 'import.report.completeWithSkipped', count: report.rowsSkipped };
  }
  return { status: STATUS[report.outcome], key: `import.report.${report.outcome}`, count: report.rowsWritten };
}

/** Step 4: what each table's import did, rows never silently dropped; the failures as a downloadable report. */
export function ReportStep({
  reports,
  onOpenTable,
  onAgain,
}: {
  reports: ImportReport[];
  onOpenTable: (title: string) => void;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} className="import-step import-report">
      {reports.map((report) => (
        <TableReport key={report.table.id || report.table.title} report={report} onOpenTable={onOpenTable} />
      ))}
      <Flex justify="end">
        <Button onClick={onAgain}>{t('import.report.another')}</Button>
      </Flex>
    </Flex>
  );
}

function TableReport({ report, onOpenTable }: { report: ImportReport; onOpenTable: (title: string) => void }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const head = headline(report);
  const download = () => downloadText(`${report.table.title || 'import'}-report.csv`, failuresCsv(report.failures));
  return (
    <section className="import-table-report" data-testid="import-report">
      <Result
        status={head.status}
        title={t(head.key, { count: head.count, table: report.table.title })}
        subTitle={report.table.title}
        extra={[
          !!report.table.id && (
            <Button key="open" type="primary" onClick={() => onOpenTable(report.table.title)}>
              {t('import.report.openTable')}
            </Button>
          ),
          // only failures go in the report: with none, there is nothing to download
          report.failures.length > 0 && (
            <Button key="download" onClick={download}>
              {t('import.report.download')}
            </Button>
          ),
        ]}
      />
      <dl className="import-stats">
        <div>
          <dt>{t('import.report.read')}</dt>
          <dd data-testid="import-rows-read">{number(report.rowsRead)}</dd>
        </div>
        <div>
          <dt>{t('import.report.written')}</dt>
          <dd data-testid="import-rows-written">{number(report.rowsWritten)}</dd>
        </div>
        <div>
          <dt>{t('import.report.skipped')}</dt>
          <dd data-testid="import-rows-skipped">{number(report.rowsSkipped)}</dd>
        </div>
      </dl>
      <ParseErrorList errors={report.parseErrors} />
      {report.failures.length > 0 ? (
        <Table<ImportFailure>
          size="small"
          className="import-failures"
          caption={t('import.report.failures')}
          rowKey={(f) => `${f.row}:${f.field}`}
          dataSource={report.failures}
          pagination={report.failures.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          scroll={{ x: true }}
          columns={[
            { key: 'row', title: t('import.report.row'), dataIndex: 'row', width: 80 },
            { key: 'field', title: t('import.report.field'), dataIndex: 'field' },
            { key: 'value', title: t('import.report.value'), dataIndex: 'value' },
            { key: 'reason', title: t('import.report.reason'), dataIndex: 'reason' },
          ]}
        />
      ) : (
        <p className="import-muted">{t('import.report.noFailures')}</p>
      )}
    </section>
  );
}
