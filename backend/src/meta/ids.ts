import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

function randomChars(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** Meta ids in NocoDB's style (docs/API.md §4): a type prefix and 14 characters of [0-9a-z] from crypto random. */
export const ID_PREFIX = {
  project: 'p_',
  base: 'ds_',
  model: 'md_',
  column: 'cl_',
  view: 'vw_',
  selectOption: 'sl_',
  relation: 'ln_',
  lookup: 'lk_',
  rollup: 'rl_',
  formula: 'fm_',
} as const;

export function newMetaId(kind: keyof typeof ID_PREFIX): string {
  return ID_PREFIX[kind] + randomChars(14);
}

/** The table-name prefix of a project on the default base: `nc_` + 4 of [0-9a-z] + `__`. */
export function newTablePrefix(): string {
  return `nc_${randomChars(4)}__`;
}
