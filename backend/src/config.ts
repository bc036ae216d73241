import path from 'node:path';
import { FORM_FILE_LIMITS, REMOTE_NAMES, REMOTES, defaultRemoteEntry, type RemoteManifest } from '@basalt/core';
import { loadAuthConfig, type AuthConfig } from './auth/config';

/** The repository root: `backend/src` under Jest, `backend/dist` when built. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL or MySQL URL for the meta DB; undefined means SQLite in `dataDir`. */
  metaDbUrl: string | undefined;
  /** Where the built shell and remotes live (each package's `dist`). */
  webRoot: string;
  remotes: RemoteManifest;
  version: string;
  logRequests: boolean;
  /** Largest JSON body accepted, in bytes. */
  jsonLimitBytes: number;
  /** The public address of the site (links in e-mails); undefined means the origin of the request. */
  publicUrl: string | undefined;
  /** Origins other than the app's own allowed to call the API with credentials (BASALT_CORS_ORIGINS). */
  corsOrigins: string[];
  auth: AuthConfig;
  /** Where uploaded attachments are kept: `<dataDir>/uploads` unless BASALT_UPLOADS_DIR says otherwise. */
  uploadsDir: string;
  /** The largest attachment accepted, in bytes (BASALT_MAX_UPLOAD_BYTES); bigger ones get a 413. */
  maxUploadBytes: number;
  /**
   * upload-by-url: how long one fetch may take (BASALT_UPLOAD_BY_URL_TIMEOUT_MS), and whether loopback and private
   * network addresses may be fetched (BASALT_UPLOAD_BY_URL_ALLOW_PRIVATE=true; off, so the server cannot be used to
   * reach its own network).
   */
  uploadByUrl: { timeoutMs: number; allowPrivate: boolean };
  /**
   * Public form submits (docs/API.md "Forms"): the largest file (BASALT_FORM_MAX_FILE_BYTES, 20 MiB) and most files
   * (BASALT_FORM_MAX_FILES, 10) one submit may carry, and how many submits one address may make per window
   * (BASALT_FORM_SUBMITS_MAX, 30, per BASALT_FORM_SUBMITS_WINDOW_MS, one minute).
   */
  forms: { maxFileBytes: number; maxFiles: number; submitsMax: number; submitsWindowMs: number };
  /** What `GET /api/v1/feedback_form` answers; undefined when no form is configured. */
  feedbackForm: { url: string; createdAt: string } | undefined;
}

/** 20 MiB, NocoDB's default attachment size limit. */
export const DEFAULT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Used as the feedback form's `created_at` when BASALT_FEEDBACK_FORM_CREATED_AT is not set. */
export const DEFAULT_FEEDBACK_FORM_CREATED_AT = '2024-01-01T00:00:00.000Z';

function readVersion(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(path.join(REPO_ROOT, 'package.json')) as { version: string }).version;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[REMOTES[name].envVar] || defaultRemoteEntry(name)]),
  ) as RemoteManifest;
  const dataDir = path.resolve(env.BASALT_DATA_DIR || './data');
  return {
    port: positiveInt(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir,
    metaDbUrl: env.BASALT_DB || undefined,
    webRoot: path.resolve(env.BASALT_WEB_ROOT || REPO_ROOT),
    remotes,
    version: readVersion(),
    logRequests: env.BASALT_LOG_REQUESTS !== 'false' && env.NODE_ENV !== 'test',
    jsonLimitBytes: positiveInt(env.BASALT_JSON_LIMIT_BYTES, 10 * 1024 * 1024, 'BASALT_JSON_LIMIT_BYTES'),
    corsOrigins: (env.BASALT_CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    publicUrl: env.BASALT_PUBLIC_URL ? env.BASALT_PUBLIC_URL.replace(/\/+$/, '') : undefined,
    auth: loadAuthConfig(env),
    uploadsDir: path.resolve(env.BASALT_UPLOADS_DIR || path.join(dataDir, 'uploads')),
    maxUploadBytes: positiveInt(env.BASALT_MAX_UPLOAD_BYTES, DEFAULT_MAX_UPLOAD_BYTES, 'BASALT_MAX_UPLOAD_BYTES'),
    uploadByUrl: {
      timeoutMs: positiveInt(env.BASALT_UPLOAD_BY_URL_TIMEOUT_MS, 15_000, 'BASALT_UPLOAD_BY_URL_TIMEOUT_MS'),
      allowPrivate: env.BASALT_UPLOAD_BY_URL_ALLOW_PRIVATE === 'true',
    },
    forms: {
      maxFileBytes: positiveInt(env.BASALT_FORM_MAX_FILE_BYTES, FORM_FILE_LIMITS.bytes, 'BASALT_FORM_MAX_FILE_BYTES'),
      maxFiles: positiveInt(env.BASALT_FORM_MAX_FILES, FORM_FILE_LIMITS.count, 'BASALT_FORM_MAX_FILES'),
      submitsMax: positiveInt(env.BASALT_FORM_SUBMITS_MAX, 30, 'BASALT_FORM_SUBMITS_MAX'),
      submitsWindowMs: positiveInt(env.BASALT_FORM_SUBMITS_WINDOW_MS, 60_000, 'BASALT_FORM_SUBMITS_WINDOW_MS'),
    },
    feedbackForm: env.BASALT_FEEDBACK_FORM_URL
      ? {
          url: env.BASALT_FEEDBACK_FORM_URL,
          createdAt: env.BASALT_FEEDBACK_FORM_CREATED_AT || DEFAULT_FEEDBACK_FORM_CREATED_AT,
        }
      : undefined,
  };
}
