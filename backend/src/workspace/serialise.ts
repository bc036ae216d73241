import { DEFAULT_QUERY_LIMIT, fieldOf, type PageInfo } from '@basalt/core';
import type { BaseRecord, ColumnRecord, ModelRecord, ProjectRecord, ViewRecord } from '../meta/types';

/** API shapes of the meta records (docs/API.md §1.3, §1.6, §1.7): secrets and connection settings never leave. */

export function baseJson(base: BaseRecord) {
  const { config: _config, ...rest } = base;
  return rest;
}

export function projectJson(project: ProjectRecord, bases: BaseRecord[]) {
  const { password: _password, ...rest } = project;
  return { ...rest, bases: bases.filter((b) => b.project_id === project.id).map(baseJson) };
}

export function modelJson(model: ModelRecord) {
  return { ...model };
}

export function columnJson(column: ColumnRecord) {
  const { options, colOptions, ...rest } = column;
  return {
    ...rest,
    colOptions: colOptions
      ? { ...colOptions }
      : options && options.length
        ? { options: options.map((o) => ({ ...o })) }
        : hasOptions(column)
          ? { options: [] }
          : null,
  };
}

/** A select column: its type's definition carries options (an empty list is still sent as one). */
const hasOptions = (column: ColumnRecord) => fieldOf(column.uidt)?.hasOptions === true;

export function viewJson(view: ViewRecord) {
  const { password: _password, ...rest } = view;
  return rest;
}

/** A table with its columns (and `columnsById`) and views, as table read, create and column changes answer. */
export function tableJson(model: ModelRecord, columns: ColumnRecord[], views: ViewRecord[]) {
  const cols = columns.map(columnJson);
  return {
    ...modelJson(model),
    columns: cols,
    columnsById: Object.fromEntries(cols.map((c) => [c.id, c])),
    views: views.map(viewJson),
  };
}

/** The list envelope; meta lists are one page holding everything (docs/API.md §1.0). */
export function page<T>(list: T[]): { list: T[]; pageInfo: PageInfo } {
  return {
    list,
    pageInfo: {
      totalRows: list.length,
      page: 1,
      pageSize: list.length || DEFAULT_QUERY_LIMIT,
      isFirstPage: true,
      isLastPage: true,
    },
  };
}
