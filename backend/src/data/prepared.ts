import { createHash } from 'node:crypto';

/** Names given so far by this server: past this many, statements run unnamed (each connection keeps its own). */
const MAX_NAMES = 1000;
const names = new Set<string>();
const scopes = new WeakMap<object, number>();
let nextScope = 0;

/**
 * A name for a PostgreSQL statement so each connection parses and plans it once: node-pg prepares a named statement
 * on its first run on a connection and runs it by name after (`{ name, text, values }`). Pays where planning is a
 * large part of the cost: a page reading links, lookups and rollups planned ~0.8 ms for ~1.5 ms of execution
 * (docs/PERFORMANCE.md, links). The name is the statement's text within `scope`, an object made again whenever the
 * rows' shape may change (a table's metadata, remade per metadata generation): PostgreSQL refuses to run a prepared
 * statement whose result type changed. Undefined past the server's names: the statement runs unnamed.
 */
export function preparedName(sql: string, scope: object): string | undefined {
  let serial = scopes.get(scope);
  if (serial === undefined) scopes.set(scope, (serial = nextScope++));
  const name = `bx_${createHash('sha1').update(`${serial}\n${sql}`).digest('hex').slice(0, 24)}`;
  if (!names.has(name)) {
    if (names.size >= MAX_NAMES) return undefined;
    names.add(name);
  }
  return name;
}
