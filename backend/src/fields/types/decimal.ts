import { sqlTypes, type BackendField } from '../field';
import { numberFromDb, numberToDb } from '../values';

export const decimal: BackendField = {
  uidt: 'Decimal',
  sqlType: sqlTypes({ sqlite: 'decimal', pg: 'numeric', mysql: 'decimal(38,10)', mssql: 'decimal(38,10)' }),
  fromDb: numberFromDb,
  toDb: numberToDb,
};
