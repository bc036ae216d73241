import jwt from 'jsonwebtoken';
import type { AuthUser } from './users';

/** What a session token carries (NocoDB's payload plus `exp`); roles as the stored comma-separated string. */
export interface SessionClaims {
  id: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  roles: string;
  token_version: number;
  exp: number;
}

export interface JwtService {
  sign(user: AuthUser): Promise<string>;
  /** The claims of a valid, unexpired token signed by us; undefined otherwise. */
  verify(token: string): Promise<SessionClaims | undefined>;
}

export function createJwtService(secret: () => Promise<string>, expiresInSeconds: number): JwtService {
  return {
    async sign(user) {
      const claims = {
        id: user.id,
        email: user.email,
        firstname: user.firstname,
        lastname: user.lastname,
        roles: user.roles,
        token_version: user.token_version,
      };
      return jwt.sign(claims, await secret(), { algorithm: 'HS256', expiresIn: expiresInSeconds });
    },
    async verify(token) {
      const key = await secret();
      try {
        const claims = jwt.verify(token, key, { algorithms: ['HS256'] });
        if (typeof claims !== 'object' || typeof claims.id !== 'string') return undefined;
        return claims as unknown as SessionClaims;
      } catch {
        return undefined;
      }
    },
  };
}
