/** The PostgreSQL and MySQL servers the integration suite runs against (spec: TEST_PG_URL / TEST_MYSQL_URL). */
export const TEST_PG_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/test';

export type TestDialect = 'sqlite' | 'pg' | 'mysql';
export const TEST_DIALECTS: TestDialect[] = ['sqlite', 'pg', 'mysql'];

/** Set by global-setup when a server cannot be reached: the reason its runs are skipped. */
export const skipEnvVar = (dialect: 'pg' | 'mysql') => `BASALT_TEST_SKIP_${dialect.toUpperCase()}`;
