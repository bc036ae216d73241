import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An unguessable token for links and cookies: 32 random bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How tokens are stored: only their sha256, so a leaked meta DB does not leak usable tokens. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A meta id in NocoDB's style: a type prefix plus 14 characters from [0-9a-z]. */
export function newId(prefix: string): string {
  let id = prefix;
  for (let i = 0; i < 14; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

export const newUserId = () => newId('us_');
