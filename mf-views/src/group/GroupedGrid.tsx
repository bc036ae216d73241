import { useId, useReducer, useState } from 'react';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadingLines } from '@basalt/ui';
import { Grid, type GridProps } from '../grid/Grid';
import type { ViewGroup } from './group-setting';
import { groupWhere } from './group-where';
import { GroupHeader } from './GroupHeader';
import { useGroups, type RowGroup } from './use-groups';
import './grouped-grid.css';

export interface GroupedGridProps extends Omit<GridProps, 'where' | 'maxHeight'> {
  group: ViewGroup;
}

/** A group's grid shows this many rows before it scrolls inside itself. */
const MAX_ROWS = 10;
/** The grid's header row, its footer (two lines on a phone) and a horizontal scrollbar around its rows (grid.css). */
const GRID_CHROME_PX = 32 + 48 + 16;

const isEmptyGroup = (group: RowGroup) => group.value === null || group.value === undefined;

/** Group keys tell groups apart across reloads: the value as text, the empty group apart from the text "null". */
const keyOf = (group: RowGroup) => (isEmptyGroup(group) ? 'empty' : `v:${JSON.stringify(group.value)}`);

/**
 * A grid view grouped by one field: one header per group in the view's order, each opening a grid of that group's
 * rows (the same grid, restricted with a `where`), the first group open. Groups are read a page at a time.
 */
export function GroupedGrid({ group, ...grid }: GroupedGridProps) {
  const { t } = useTranslation();
  const ids = useId();
  const { projectId, meta, view, search = '', dataVersion = 0, rowHeight = 32 } = grid;
  // rows changed in a group's grid (an edit, a record added or deleted): count the groups again
  const [rowsVersion, rowsChanged] = useReducer((n: number) => n + 1, 0);
  const groups = useGroups(projectId, meta.id, view.id, group, search, dataVersion + rowsVersion, grid.localQuery);
  // groups the user opened or closed against their default (the first open, the others closed)
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setToggled((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  if (!groups.groups) return <LoadingLines rows={6} label={t('views.group.loading')} />;
  if (!groups.groups.length) {
    return <Empty className="group-none" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('views.noRecords')} />;
  }
  return (
    <div className="group-page">
      {groups.groups.map((row, index) => {
        const key = keyOf(row);
        const expanded = (index === 0) !== toggled.has(key);
        const regionId = `${ids}-${index}`;
        const where = groupWhere(group.column, row.value, meta.columns);
        return (
          <section key={key} className="group-section">
            <GroupHeader
              column={group.column}
              value={row.value}
              count={row.count}
              expanded={expanded}
              controls={regionId}
              onToggle={() => toggle(key)}
            />
            <div id={regionId} className="group-body" hidden={!expanded}>
              {expanded && where !== undefined && (
                <Grid
                  {...grid}
                  where={where}
                  maxHeight={GRID_CHROME_PX + MAX_ROWS * rowHeight}
                  // a record added in a group belongs to it
                  newRecordValues={isEmptyGroup(row) ? undefined : { [group.column.title]: row.value }}
                  onRowsChanged={rowsChanged}
                />
              )}
            </div>
          </section>
        );
      })}
      {groups.hasMore && (
        <Button className="group-more" loading={groups.loading} onClick={() => void groups.more()}>
          {t('views.group.more', { shown: groups.groups.length, total: groups.total })}
        </Button>
      )}
    </div>
  );
}

export default GroupedGrid;
