import { instantFamily } from '../../data/filters/date';
import type { BackendField } from '../field';
import { instantFromDb, instantToDb } from '../values';
import { instantSqlType } from './date-time';

/** Set once when the record is created; rows present when the column is added get the current time. */
export const createTime: BackendField = {
  uidt: 'CreateTime',
  sqlType: instantSqlType,
  fromDb: instantFromDb,
  toDb: instantToDb,
  fillOnAdd: 'now',
  defaultsToNow: true,
  filter: instantFamily,
  serverKept: 'created',
};
