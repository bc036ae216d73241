import bcrypt from 'bcryptjs';
import { randomToken } from './tokens';

export async function hashPassword(plain: string, rounds: number): Promise<string> {
  return bcrypt.hash(plain, rounds);
}

/** A hash to compare against when the user is unknown, so both cases cost the same time. */
let decoy: Promise<string> | undefined;

/** True when `plain` matches `hash`; with no hash it still spends a bcrypt comparison and answers false. */
export async function verifyPassword(plain: string, hash: string | null | undefined, rounds: number): Promise<boolean> {
  if (!hash) {
    decoy ??= bcrypt.hash(randomToken(), rounds);
    await bcrypt.compare(plain, await decoy);
    return false;
  }
  return bcrypt.compare(plain, hash);
}

/** The hash of a random secret nobody knows: accounts created through OAuth cannot sign in with a password. */
export function unusablePasswordHash(rounds: number): Promise<string> {
  return hashPassword(randomToken(), rounds);
}
