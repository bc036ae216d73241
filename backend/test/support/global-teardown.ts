import { dropMigratedTemplates } from './migrated-template';
import { skipEnvVar } from './servers';

/** Drops the migrated templates the run's workers made (those it never needed are simply not there). */
export default async function globalTeardown(): Promise<void> {
  await dropMigratedTemplates((dialect) => Boolean(process.env[skipEnvVar(dialect)]));
}
