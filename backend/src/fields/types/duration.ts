import { numericFamily } from '../../data/filters/numeric';
import { sqlTypes, type BackendField } from '../field';
import { numberFromDb, numberToDb } from '../values';

const sqlType = sqlTypes({
  sqlite: 'decimal(20,4)',
  pg: 'numeric(20,4)',
  mysql: 'decimal(20,4)',
  mssql: 'decimal(20,4)',
});

/** Seconds, with NocoDB's fixed precision for durations (20 digits, 4 after the point). */
export const duration: BackendField = {
  uidt: 'Duration',
  sqlType,
  dtx: { dtxp: '20', dtxs: '4' },
  fromDb: numberFromDb,
  toDb: numberToDb,
  filter: numericFamily(sqlType('pg')),
};
