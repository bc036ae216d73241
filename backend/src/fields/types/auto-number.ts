import { numericFamily } from '../../data/filters/numeric';
import { sqlTypes, type BackendField } from '../field';
import { numberFromDb, numberToDb } from '../values';

const sqlType = sqlTypes({ sqlite: 'integer', pg: 'integer', mysql: 'int', mssql: 'int' });

/**
 * A running number. As a primary key it is the database's auto-increment; added to a table that already has
 * one, it is a plain integer the engine numbers (existing rows 1, 2, 3... in key order).
 */
export const autoNumber: BackendField = {
  uidt: 'AutoNumber',
  sqlType,
  fromDb: numberFromDb,
  toDb: numberToDb,
  fillOnAdd: 'sequence',
  filter: numericFamily(sqlType('pg')),
  integerKey: true,
  autoIncrement: true,
};
