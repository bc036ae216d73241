import { useCallback, useState } from 'react';
import { DeleteOutlined, FolderAddOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnMeta } from '@basalt/core';
import { ConditionEditor, ConditionText } from './ConditionEditor';
import { firstConditionOf, valueInputOf } from '@basalt/ui';
import type { FilterApi } from './local-filters';
import type { FilterCondition, LogicalOp, SavedFilter } from './toolbar-api';
import { useSavedList } from './use-saved-list';

export interface FilterListProps {
  viewId: string;
  /** The group these filters belong to; none for the view's top level. */
  parentId?: string;
  filters: readonly SavedFilter[];
  /** Sends a change, re-reads this level, answers whether it was saved (`useSavedList`). */
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  /** The saved filters' routes, or the copy kept in the page (local-filters.ts). */
  actions: FilterApi;
  fields: readonly ColumnMeta[];
  canEditView: boolean;
  /** Rows must be read again (a group's members changed). */
  onChanged: () => void;
}

const isGroup = (f: SavedFilter) => !!f.is_group;
const conditionOf = (f: SavedFilter): FilterCondition => ({
  fk_column_id: f.fk_column_id ?? '',
  comparison_op: f.comparison_op ?? 'eq',
  comparison_sub_op: f.comparison_sub_op ?? null,
  value: f.value ?? null,
});

/**
 * One level of a view's filters (docs/API.md §1.9): each joined to the one before by and/or, a group drawn with its
 * own members inside. An editor changes a condition in place (saved at once), adds one (saved with its Add button,
 * once its value is typed), adds a group, and removes any (a group with its members).
 */
export function FilterList(props: FilterListProps) {
  const { viewId, parentId, filters, run, actions, fields, canEditView } = props;
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterCondition | undefined>(undefined);
  const logicalOps = [
    { value: 'and', label: t('toolbar.filter.and') },
    { value: 'or', label: t('toolbar.filter.or') },
  ];
  // the op that joins a new filter: the one its siblings use, so a list reads as all-and or all-or
  const joining: LogicalOp = filters[1]?.logical_op ?? 'and';
  const opLabel = (op: LogicalOp) => logicalOps.find((o) => o.value === op)?.label ?? op;
  const withParent = parentId ? { fk_parent_id: parentId } : {};

  async function addDraft() {
    if (!draft) return;
    // an op that takes a value gets '' when none was typed (the server then says what it needs); others get none
    const uidt = fields.find((c) => c.id === draft.fk_column_id)?.uidt ?? '';
    const takesValue = valueInputOf(uidt, draft.comparison_op, draft.comparison_sub_op) !== 'none';
    const value = takesValue ? (draft.value ?? '') : null;
    // a refused filter stays as typed, beside the server's message
    if (await run(() => actions.addFilter(viewId, { ...draft, value, logical_op: joining, ...withParent }))) {
      setDraft(undefined);
    }
  }

  return (
    <div className="toolbar-filters">
      <ul className="toolbar-list">
        {filters.map((filter, index) => (
          <li key={filter.id} className={isGroup(filter) ? 'toolbar-group' : 'toolbar-row'}>
            {index === 0 ? (
              <span className="toolbar-join">{t('toolbar.filter.where')}</span>
            ) : canEditView ? (
              <Select
                className="toolbar-join"
                aria-label={t('toolbar.filter.join', { index: index + 1 })}
                virtual={false}
                value={filter.logical_op}
                options={logicalOps}
                onChange={(op: LogicalOp) => void run(() => actions.changeFilter(filter.id, { logical_op: op }))}
              />
            ) : (
              <span className="toolbar-join">{opLabel(filter.logical_op)}</span>
            )}
            {isGroup(filter) ? (
              <FilterGroup {...props} group={filter} />
            ) : canEditView ? (
              <ConditionEditor
                condition={conditionOf(filter)}
                fields={fields}
                onChange={(next) => void run(() => actions.changeFilter(filter.id, next))}
              />
            ) : (
              <ConditionText condition={conditionOf(filter)} fields={fields} />
            )}
            {canEditView && (
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={isGroup(filter) ? t('toolbar.filter.removeGroup') : t('toolbar.filter.remove')}
                onClick={() => void run(() => actions.removeFilter(filter.id))}
              />
            )}
          </li>
        ))}
        {!filters.length && !draft && <li className="toolbar-muted">{t('toolbar.filter.none')}</li>}
      </ul>
      {canEditView && draft && (
        <div className="toolbar-row toolbar-draft">
          <ConditionEditor condition={draft} fields={fields} onChange={setDraft} eachKey />
          <Button type="primary" size="small" onClick={() => void addDraft()}>
            {t('toolbar.filter.save')}
          </Button>
          <Button size="small" onClick={() => setDraft(undefined)}>
            {t('cells.cancel')}
          </Button>
        </div>
      )}
      {canEditView && !draft && fields.length > 0 && (
        <div className="toolbar-actions">
          <Button size="small" icon={<PlusOutlined />} onClick={() => setDraft(firstConditionOf(fields[0]!))}>
            {t('toolbar.filter.add')}
          </Button>
          <Button
            size="small"
            icon={<FolderAddOutlined />}
            onClick={() => void run(() => actions.addFilterGroup(viewId, joining, parentId))}
          >
            {t('toolbar.filter.addGroup')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** A filter group: its members, read through the children route, drawn as a list of their own. */
function FilterGroup(props: FilterListProps & { group: SavedFilter }) {
  const { actions, viewId, group, onChanged } = props;
  const load = useCallback(() => actions.filters(viewId, group.id), [actions, viewId, group.id]);
  const { list, run } = useSavedList<SavedFilter>(load, onChanged);
  return <FilterList {...props} parentId={group.id} filters={list ?? []} run={run} />;
}
