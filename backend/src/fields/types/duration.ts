import { sqlTypes, type BackendField } from '../field';
import { numberFromDb, numberToDb } from '../values';

/** Seconds, with NocoDB's fixed precision for durations (20 digits, 4 after the point). */
export const duration: BackendField = {
  uidt: 'Duration',
  sqlType: sqlTypes({ sqlite: 'decimal(20,4)', pg: 'numeric(20,4)', mysql: 'decimal(20,4)', mssql: 'decimal(20,4)' }),
  fromDb: numberFromDb,
  toDb: numberToDb,
};
