/** Application info (docs/PRODUCT.md §3), as `GET /api/v1/db/meta/nocodb/info` answers it. */
export interface AppInfo {
  ncSiteUrl: string;
  authType: 'jwt';
  connectToExternalDB: boolean;
  defaultLimit: number;
  firstUser: boolean;
  githubAuthEnabled: boolean;
  googleAuthEnabled: boolean;
  ncMin: boolean;
  oneClick: boolean;
  projectHasAdmin: boolean;
  teleEnabled: boolean;
  type: string;
  version: string;
  /** No audit trail of changes is kept. */
  auditEnabled: boolean;
  /** Not an enterprise edition. */
  ee: boolean;
  /** Not a hosted cloud offering. */
  isCloud: boolean;
  /** The largest attachment accepted, in bytes. */
  ncAttachmentFieldSize: number;
}

export const DEFAULT_QUERY_LIMIT = 25;
export const MAX_QUERY_LIMIT = 1000;
