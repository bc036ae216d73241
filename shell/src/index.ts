import { startRemotes } from './remotes/start-remotes';

// The remotes the address mounts start loading now, beside the shell's own start-up chunks.
startRemotes().catch(() => undefined);
// The async boundary lets Module Federation settle the shared scope before any shared module is used.
import('./bootstrap');
