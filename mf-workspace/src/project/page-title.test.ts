import { projectPageTitle } from './page-title';
import { parseProjectRoute } from './project-route';

const title = (path: string, project: string | null = 'Sales CRM') =>
  projectPageTitle(parseProjectRoute(path), project ?? undefined, 'Team & auth');

describe('project page titles', () => {
  it('names the view, the table and the project, most specific first', () => {
    expect(title('/nc/p_1/table/Orders')).toBe('Orders · Sales CRM · Basalt');
    expect(title('/nc/p_1/view/Orders/Open%20orders')).toBe('Open orders · Orders · Sales CRM · Basalt');
  });

  it('names the project on its home page and the auth tab', () => {
    expect(title('/nc/p_1')).toBe('Sales CRM · Basalt');
    expect(title('/nc/p_1/auth')).toBe('Team & auth · Sales CRM · Basalt');
  });

  it('says only Basalt while the project is loading', () => {
    expect(title('/nc/p_1/table/Orders', null)).toBe('Basalt');
  });
});
