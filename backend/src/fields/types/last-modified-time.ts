import { instantFamily } from '../../data/filters/date';
import type { BackendField } from '../field';
import { instantFromDb, instantToDb } from '../values';
import { instantSqlType } from './date-time';

/** Set on every change of the record (the records API keeps it); a table's `UpdatedAt`. */
export const lastModifiedTime: BackendField = {
  uidt: 'LastModifiedTime',
  sqlType: instantSqlType,
  fromDb: instantFromDb,
  toDb: instantToDb,
  fillOnAdd: 'now',
  defaultsToNow: true,
  filter: instantFamily,
  serverKept: 'modified',
};
