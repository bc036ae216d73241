import type { ViewMeta } from '@basalt/core';
import { canManageViews, orderViews, uniqueViewTitle, viewNameProblem } from './view-rules';

const view = (id: string, title: string, order: number, is_default = false): ViewMeta => ({
  id,
  title,
  type: 3,
  fk_model_id: 'md_1',
  order,
  is_default,
});

describe('view rules', () => {
  it('puts the default view first, then the others by their order', () => {
    const views = [view('v_2', 'B', 3), view('v_1', 'Orders', 2, true), view('v_3', 'A', 1)];
    expect(orderViews(views).map((v) => v.title)).toEqual(['Orders', 'A', 'B']);
  });

  it('numbers a default name until no view has it, ignoring case', () => {
    expect(uniqueViewTitle('Grid view', [view('v_1', 'Orders', 1)])).toBe('Grid view');
    expect(uniqueViewTitle('Grid view', [view('v_1', 'grid view', 1), view('v_2', 'Grid view 2', 2)])).toBe(
      'Grid view 3',
    );
  });

  it('requires a name unique in the table, except for the view being renamed', () => {
    const views = [view('v_1', 'Orders', 1, true), view('v_2', 'Late', 2)];
    expect(viewNameProblem('  ', views)).toBe('required');
    expect(viewNameProblem('x'.repeat(256), views)).toBe('tooLong');
    expect(viewNameProblem(' late ', views)).toBe('duplicate');
    expect(viewNameProblem('Late', views, 'v_2')).toBeUndefined();
    expect(viewNameProblem('Overdue', views)).toBeUndefined();
  });

  it('lets owners and creators manage views, not editors or viewers', () => {
    expect(canManageViews(['owner'])).toBe(true);
    expect(canManageViews(['editor', 'creator'])).toBe(true);
    expect(canManageViews(['editor', 'viewer'])).toBe(false);
  });
});
