/**
 * A table or column name made safe for Knex, which reads `a.b` in an identifier as schema and name and
 * `a as b` as an alias: dots become `_`, ` as ` becomes `_as_`, and a lone `*` becomes `_`. Everything else
 * stays, and Knex quotes it.
 */
export function safeIdentifier(name: string): string {
  let out = name.replace(/\./g, '_');
  while (/\sas\s/i.test(out)) out = out.replace(/\s+(as)\s+/gi, '_$1_');
  return out === '*' ? '_' : out;
}
