import { preparedName } from './prepared';

describe('a PostgreSQL statement named to be planned once per connection', () => {
  it('takes the same name for the same text and scope (the values are bound apart)', () => {
    const scope = {};
    const sql = 'select * from "t" where "id" >= ? limit ?';
    expect(preparedName(sql, scope)).toMatch(/^bx_[0-9a-f]{24}$/);
    expect(preparedName(sql, scope)).toBe(preparedName(sql, scope));
  });

  it('takes another name for another text, or the same text in a new scope (remade metadata)', () => {
    const scope = {};
    const name = preparedName('select * from "t" where "id" = ?', scope);
    expect(preparedName('select * from "t" where "key" = ?', scope)).not.toBe(name);
    expect(preparedName('select * from "t" where "id" = ?', {})).not.toBe(name);
  });
});
