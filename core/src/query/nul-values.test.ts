import { parseWhere } from './where-parser.js';
import { validateWhere } from './validate.js';
import type { WhereGroup } from './types.js';

describe('values with a NUL character', () => {
  it('are refused with a message naming the field, whatever the database', () => {
    const ast = parseWhere('(Title,like,a\u0000b)') as WhereGroup;
    const result = validateWhere(ast, [{ title: 'Title', column_name: 'title', uidt: 'SingleLineText' }]);
    expect(result).toEqual({ error: expect.stringContaining('"Title"') });
    expect((result as { error: string }).error).toContain('NUL');
  });
});
