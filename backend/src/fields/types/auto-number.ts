import { sqlTypes, type BackendField } from '../field';
import { numberFromDb, numberToDb } from '../values';

/**
 * A running number. As a primary key it is the database's auto-increment; added to a table that already has
 * one, it is a plain integer the engine numbers (existing rows 1, 2, 3... in key order).
 */
export const autoNumber: BackendField = {
  uidt: 'AutoNumber',
  sqlType: sqlTypes({ sqlite: 'integer', pg: 'integer', mysql: 'int', mssql: 'int' }),
  fromDb: numberFromDb,
  toDb: numberToDb,
  fillOnAdd: 'sequence',
};
