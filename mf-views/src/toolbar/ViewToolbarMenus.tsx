import type { ColumnMeta } from '@basalt/core';
import type { ViewColumnSetting } from '../grid/data/grid-columns';
import { FieldsMenu } from './FieldsMenu';
import { FilterMenu } from './FilterMenu';
import { GroupMenu } from './GroupMenu';
import { SortMenu } from './SortMenu';
import './toolbar.css';

export interface ViewToolbarMenusProps {
  viewId: string;
  /** Every field of the table. */
  columns: readonly ColumnMeta[];
  /** The view's column settings (`GET /views/:viewId/columns`), undefined while they load. */
  settings: readonly ViewColumnSetting[] | undefined;
  /** The user may change this view: an editing role on an unlocked view (docs/PRODUCT.md §6). */
  canEditView: boolean;
  /** After a change: 'settings' when fields were shown or hidden or the grouping changed, 'rows' when sorts or filters changed. */
  onChanged: (what: 'settings' | 'rows') => void;
  /**
   * Hears the filters the user keeps in this page (as `filterArrJson`) when the filterAutoSave preference is off,
   * undefined when the view's saved filters apply again.
   */
  onLocalFilters?: (filterArrJson: string | undefined) => void;
  /** The menu to open at once. */
  initialOpen?: 'fields' | 'sort' | 'filter' | 'group';
}

/**
 * The grid view's toolbar menus: Fields, Sort, Filter and Group, each a button opening its panel. Read-only users see
 * what is set without the controls to change it.
 */
export function ViewToolbarMenus(props: ViewToolbarMenusProps) {
  const { viewId, columns, settings, canEditView, onChanged, onLocalFilters, initialOpen } = props;
  return (
    <div className="view-toolbar-menus" role="group">
      <FieldsMenu
        viewId={viewId}
        columns={columns}
        settings={settings}
        canEditView={canEditView}
        onChanged={onChanged}
        initialOpen={initialOpen === 'fields'}
      />
      <SortMenu
        viewId={viewId}
        columns={columns}
        canEditView={canEditView}
        onChanged={onChanged}
        initialOpen={initialOpen === 'sort'}
      />
      <FilterMenu
        viewId={viewId}
        columns={columns}
        canEditView={canEditView}
        onChanged={onChanged}
        onLocalFilters={onLocalFilters}
        initialOpen={initialOpen === 'filter'}
      />
      <GroupMenu
        viewId={viewId}
        columns={columns}
        canEditView={canEditView}
        onChanged={onChanged}
        initialOpen={initialOpen === 'group'}
      />
    </div>
  );
}

export default ViewToolbarMenus;
