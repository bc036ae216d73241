import { useEffect, useState } from 'react';
import { isVirtualUIType, type ColumnMeta, type ListResponse, type TableListItem, type TableMeta } from '@basalt/core';
import { useShell } from '../shell-context';

const enc = encodeURIComponent;

/** The project's tables an import can go into (not SQL views). */
export function useProjectTables(projectId: string): TableListItem[] | undefined {
  const { api } = useShell();
  const [tables, setTables] = useState<TableListItem[]>();
  useEffect(() => {
    let live = true;
    api
      .get(`/api/v1/db/meta/projects/${enc(projectId)}/tables`)
      .json<ListResponse<TableListItem>>()
      .then((answer) => live && setTables(answer.list.filter((t) => t.type !== 'view')))
      .catch(() => live && setTables([]));
    return () => {
      live = false;
    };
  }, [api, projectId]);
  return tables;
}

/** Fields a file's column can fill: stored, not system, not computed, not an auto-increment key. */
export function fillableFields(columns: readonly ColumnMeta[]): ColumnMeta[] {
  return columns.filter((c) => !c.system && !c.ai && !isVirtualUIType(c.uidt));
}

/** The fillable fields of one table, read when it is chosen. */
export function useTableFields(tableId: string | undefined): ColumnMeta[] | undefined {
  const { api } = useShell();
  const [fields, setFields] = useState<{ tableId: string; columns: ColumnMeta[] }>();
  useEffect(() => {
    if (!tableId) return;
    const id = tableId;
    let live = true;
    api
      .get(`/api/v1/db/meta/tables/${enc(id)}`)
      .json<TableMeta>()
      .then((meta) => live && setFields({ tableId: id, columns: fillableFields(meta.columns) }))
      .catch(() => live && setFields({ tableId: id, columns: [] }));
    return () => {
      live = false;
    };
  }, [api, tableId]);
  return fields && fields.tableId === tableId ? fields.columns : undefined;
}
