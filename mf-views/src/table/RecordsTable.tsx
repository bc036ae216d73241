import { useEffect, useState } from 'react';
import { Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { extractErrorText, type ListResponse, type TableMeta } from '@basalt/core';
import { useShell } from '../shell-context';
import { formatCell } from './format-cell';

type Row = Record<string, unknown>;
const PAGE_SIZE = 25;

/** A read-only, paged listing of a table's records through the data API. */
export function RecordsTable({ meta, projectId }: { meta: TableMeta; projectId: string }) {
  const { t } = useTranslation();
  const { api, toast } = useShell();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ListResponse<Row> | undefined>(undefined);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    api
      .get(`/api/v1/db/data/noco/${encodeURIComponent(projectId)}/${encodeURIComponent(meta.id)}`, {
        searchParams: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
      })
      .json<ListResponse<Row>>()
      .then((answer) => !cancelled && setData(answer))
      .catch(async (err) => {
        if (cancelled) return;
        setData({
          list: [],
          pageInfo: { totalRows: 0, page: 1, pageSize: PAGE_SIZE, isFirstPage: true, isLastPage: true },
        });
        if ((err as { response?: Response }).response?.status !== 404) toast.error(await extractErrorText(err));
      })
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [api, meta.id, page, projectId, toast]);

  const columns = meta.columns
    .filter((c) => !c.system || c.pk)
    .map((c) => ({
      key: c.id,
      dataIndex: c.title,
      title: (
        <Typography.Text strong ellipsis={{ tooltip: c.title }}>
          {c.title}
        </Typography.Text>
      ),
      width: c.pk ? 80 : 200,
      ellipsis: true,
      render: (value: unknown) => formatCell(value, c.uidt),
    }));

  return (
    <Table<Row>
      className="records-table"
      size="small"
      bordered
      sticky
      loading={loading}
      columns={columns}
      dataSource={data?.list ?? []}
      rowKey={(row, index) => String(row.Id ?? row.id ?? index)}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('views.noRecords')} /> }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: data?.pageInfo.totalRows ?? 0,
        showSizeChanger: false,
        onChange: setPage,
        showTotal: (total) => t('views.recordCount', { count: total }),
      }}
    />
  );
}
