import type { Knex } from 'knex';
import type { Config } from '../config';
import type { Logger } from '../http/logger';
import { createJwtService, type JwtService } from './jwt';
import { jwtSecretSource } from './jwt-secret';
import { createMailer, type Mailer } from './mailer';
import { refreshTokenStore, type RefreshTokenStore } from './refresh-tokens';
import { signinThrottle, type SigninThrottle } from './throttle';

/** The auth state one app holds: JWT signing, refresh tokens, the sign-in throttle and the mailer. */
export interface AuthKit {
  jwt: JwtService;
  refreshTokens: RefreshTokenStore;
  throttle: SigninThrottle;
  mailer: Mailer;
}

export function createAuthKit(config: Config, db: Knex, logger: Logger, now: () => number = Date.now): AuthKit {
  const { auth } = config;
  return {
    jwt: createJwtService(jwtSecretSource(db, auth.jwtSecret), auth.jwtExpiresInSeconds),
    refreshTokens: refreshTokenStore(db, now),
    throttle: signinThrottle({ ...auth.signin, now }),
    mailer: createMailer(auth.smtp, logger),
  };
}
