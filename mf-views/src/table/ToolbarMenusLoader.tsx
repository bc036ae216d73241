import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { EyeInvisibleOutlined, FilterOutlined, GroupOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ListResponse } from '@basalt/core';
import { useShell } from '../shell-context';
import { ToolbarLabel, tooltipOf } from '../toolbar/ToolbarLabel';
import type { ViewToolbarMenusProps } from '../toolbar/ViewToolbarMenus';

// the menus' panels (antd Popover, Select, Switch) weigh more than the grid: their code is fetched when the pointer
// or focus reaches the toolbar and they replace the stand-ins when one is pressed, not with the table page
// (docs/PERFORMANCE.md)
const loadMenus = () => import('../toolbar/ViewToolbarMenus');
const ViewToolbarMenus = lazy(loadMenus);

type Menu = 'fields' | 'sort' | 'filter' | 'group';

/** How many sorts and filters the view has, for the stand-in buttons' labels. */
function useCounts(viewId: string) {
  const { api } = useShell();
  const [counts, setCounts] = useState<{ sorts: number; filters: number } | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    const count = (what: string) =>
      api
        .get(`/api/v1/db/meta/views/${encodeURIComponent(viewId)}/${what}`)
        .json<ListResponse<unknown>>()
        .then((answer) => answer.list.length)
        .catch(() => 0);
    void Promise.all([count('sorts'), count('filters')]).then(([sorts, filters]) => {
      if (!cancelled) setCounts({ sorts, filters });
    });
    return () => {
      cancelled = true;
    };
  }, [api, viewId]);
  return counts;
}

/**
 * The view's Fields, Sort, Filter and Group buttons: plain stand-ins with the same labels until one is pressed, then
 * the menus themselves, the pressed one open. `groupedBy` is the title of the field the view is grouped by.
 */
export function ToolbarMenusLoader({
  groupedBy,
  ...props
}: Omit<ViewToolbarMenusProps, 'initialOpen'> & { groupedBy?: string }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState<{ open: Menu } | undefined>(undefined);
  const counts = useCounts(props.viewId);
  const hidden = (props.settings ?? []).filter((s) => !s.show).length;

  // `active` (something is set) outlines the button, as the menu's own button does once loaded
  const standIn = (menu: Menu, icon: ReactNode, label: string, active: boolean) => (
    <button
      type="button"
      className="toolbar-standin"
      data-active={active || undefined}
      onClick={() => setWanted({ open: menu })}
      {...tooltipOf(label)}
    >
      <span aria-hidden>{icon}</span>
      <ToolbarLabel text={label} />
    </button>
  );
  const standIns = (
    <div
      className="view-toolbar-menus"
      role="group"
      onPointerEnter={() => void loadMenus()}
      onFocus={() => void loadMenus()}
    >
      {standIn(
        'fields',
        <EyeInvisibleOutlined />,
        hidden ? t('toolbar.fields.hiddenCount', { count: hidden }) : t('toolbar.fields.button'),
        hidden > 0,
      )}
      {standIn(
        'sort',
        <SortAscendingOutlined />,
        counts?.sorts ? t('toolbar.sort.count', { count: counts.sorts }) : t('toolbar.sort.button'),
        !!counts?.sorts,
      )}
      {standIn(
        'filter',
        <FilterOutlined />,
        counts?.filters ? t('toolbar.filter.count', { count: counts.filters }) : t('toolbar.filter.button'),
        !!counts?.filters,
      )}
      {standIn(
        'group',
        <GroupOutlined />,
        groupedBy ? t('views.group.by', { title: groupedBy }) : t('views.group.button'),
        !!groupedBy,
      )}
    </div>
  );
  if (!wanted) return standIns;
  return (
    <Suspense fallback={standIns}>
      <ViewToolbarMenus {...props} initialOpen={wanted.open} />
    </Suspense>
  );
}
