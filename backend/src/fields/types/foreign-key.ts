import { sqlTypes, type BackendField } from '../field';
import { numberFromDb } from '../values';

/** The parent key a link keeps in the child table; matches the `ID` column type it points to. */
export const foreignKey: BackendField = {
  uidt: 'ForeignKey',
  sqlType: sqlTypes({ sqlite: 'integer', pg: 'integer', mysql: 'int unsigned', mssql: 'int' }),
  fromDb: (value) => (typeof value === 'string' && !/^-?\d+$/.test(value) ? value : numberFromDb(value)),
  toDb: (value) => value,
};
