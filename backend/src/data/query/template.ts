import type { Knex } from 'knex';
import type { CompiledSql } from '../sqlite/fast';

/** A statement compiled once, whose parameter bindings are filled in per call. */
export type SqlTemplate = (values: readonly unknown[]) => CompiledSql;

const probe = (set: number, arity: number) => Array.from({ length: arity }, (_, i) => set * 1_000_000_007 + i + 1);

/**
 * Compiles `build` once instead of per request (Knex compiling costs more than SQLite running a 25-row page). It is
 * compiled twice with different numbers as the `arity` values; the bindings that differ are the parameters, the
 * rest are constants. Same SQL text both times, or it throws (a builder whose text depends on the values).
 */
export function sqlTemplate(arity: number, build: (values: readonly unknown[]) => Knex.QueryBuilder): SqlTemplate {
  const a = build(probe(1, arity)).toSQL();
  const b = build(probe(2, arity)).toSQL();
  if (a.sql !== b.sql || a.bindings.length !== b.bindings.length)
    throw new Error('the statement depends on its values');
  const first = probe(1, arity);
  const slots = a.bindings.map((binding, i) => (binding !== b.bindings[i] ? first.indexOf(binding as number) : -1));
  const constants = a.bindings;
  return (values) => ({ sql: a.sql, bindings: slots.map((slot, i) => (slot >= 0 ? values[slot] : constants[i])) });
}
