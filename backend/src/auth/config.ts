/** Auth settings read from the environment: JWT, password hashing, sign-in throttle, SMTP and OAuth providers. */

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string;
  /** Do not upgrade a plain connection with STARTTLS (local or test mail servers). */
  ignoreTls: boolean;
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
  /** GitHub only: where the verified addresses of the account are listed. */
  emailsUrl: string | undefined;
  /** Sent to the provider when the client does not give one. */
  redirectUri: string | undefined;
}

export interface AuthConfig {
  /** Undefined: a random secret is generated once and kept in `nc_store`. */
  jwtSecret: string | undefined;
  jwtExpiresInSeconds: number;
  bcryptRounds: number;
  signin: { maxFailuresPerEmail: number; maxFailuresPerIp: number; windowMs: number };
  smtp: SmtpConfig | undefined;
  github: OAuthProviderConfig | undefined;
  google: OAuthProviderConfig | undefined;
}

export const MIN_JWT_SECRET_LENGTH = 16;

function wholeNumber(
  value: string | undefined,
  fallback: number,
  name: string,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return n;
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** `36000`, `600s`, `30m`, `10h` or `7d` as seconds. */
export function parseDuration(value: string | undefined, fallbackSeconds: number, name: string): number {
  if (value === undefined || value === '') return fallbackSeconds;
  const match = /^(\d+)\s*([smhd]?)$/i.exec(value.trim());
  const seconds = match ? Number(match[1]) * UNIT_SECONDS[(match[2] || 's').toLowerCase()]! : NaN;
  if (!Number.isSafeInteger(seconds) || seconds <= 0) {
    throw new Error(`${name} must be a duration such as 3600, 30m, 10h or 7d, got "${value}"`);
  }
  return seconds;
}

function smtpConfig(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  const host = env.BASALT_SMTP_HOST;
  if (!host) return undefined;
  const secure = env.BASALT_SMTP_SECURE === 'true';
  return {
    host,
    port: wholeNumber(env.BASALT_SMTP_PORT, secure ? 465 : 587, 'BASALT_SMTP_PORT', 1, 65535),
    secure,
    user: env.BASALT_SMTP_USER || undefined,
    pass: env.BASALT_SMTP_PASS || undefined,
    from: env.BASALT_SMTP_FROM || 'Basalt <no-reply@localhost>',
    ignoreTls: env.BASALT_SMTP_IGNORE_TLS === 'true',
  };
}

function providerConfig(
  env: NodeJS.ProcessEnv,
  name: 'GITHUB' | 'GOOGLE',
  defaults: { authorizeUrl: string; tokenUrl: string; profileUrl: string; emailsUrl?: string },
): OAuthProviderConfig | undefined {
  const clientId = env[`BASALT_${name}_CLIENT_ID`];
  const clientSecret = env[`BASALT_${name}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return undefined;
  return {
    clientId,
    clientSecret,
    authorizeUrl: env[`BASALT_${name}_AUTHORIZE_URL`] || defaults.authorizeUrl,
    tokenUrl: env[`BASALT_${name}_TOKEN_URL`] || defaults.tokenUrl,
    profileUrl: env[`BASALT_${name}_PROFILE_URL`] || defaults.profileUrl,
    emailsUrl: defaults.emailsUrl && (env[`BASALT_${name}_EMAILS_URL`] || defaults.emailsUrl),
    redirectUri: env[`BASALT_${name}_REDIRECT_URI`] || undefined,
  };
}

export function loadAuthConfig(env: NodeJS.ProcessEnv): AuthConfig {
  const jwtSecret = env.BASALT_JWT_SECRET || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(`BASALT_JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long`);
  }
  return {
    jwtSecret,
    jwtExpiresInSeconds: parseDuration(env.BASALT_JWT_EXPIRES_IN, 10 * 3600, 'BASALT_JWT_EXPIRES_IN'),
    bcryptRounds: wholeNumber(env.BASALT_BCRYPT_ROUNDS, 10, 'BASALT_BCRYPT_ROUNDS', 4, 31),
    signin: {
      maxFailuresPerEmail: wholeNumber(env.BASALT_SIGNIN_MAX_FAILURES, 10, 'BASALT_SIGNIN_MAX_FAILURES', 1),
      maxFailuresPerIp: wholeNumber(env.BASALT_SIGNIN_MAX_FAILURES_PER_IP, 50, 'BASALT_SIGNIN_MAX_FAILURES_PER_IP', 1),
      windowMs: wholeNumber(env.BASALT_SIGNIN_THROTTLE_MINUTES, 15, 'BASALT_SIGNIN_THROTTLE_MINUTES', 1) * 60_000,
    },
    smtp: smtpConfig(env),
    github: providerConfig(env, 'GITHUB', {
      authorizeUrl: 'https://github.com/login/oauth/authorize',
      tokenUrl: 'https://github.com/login/oauth/access_token',
      profileUrl: 'https://api.github.com/user',
      emailsUrl: 'https://api.github.com/user/emails',
    }),
    google: providerConfig(env, 'GOOGLE', {
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      profileUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    }),
  };
}
