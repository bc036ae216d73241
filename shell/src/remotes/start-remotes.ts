import { readPreferences, type RemoteManifest } from '@basalt/core';
import { remotesToLoadAhead } from '../routes/remotes-ahead';
import { loadRemotesAhead, registerRemoteEntries } from './load-remote-app';
import { fetchRemoteManifest } from './manifest';

let started: Promise<RemoteManifest> | undefined;

/**
 * Registers the remotes and starts loading those the address mounts, once per page. The shell's entry calls it
 * before it imports its own start-up code, so a remote's chunks (and the shared modules they take from the shell)
 * are fetched and run beside the shell's rather than after them (docs/PERFORMANCE.md, "First rows in a fresh tab").
 */
export function startRemotes(): Promise<RemoteManifest> {
  started ??= fetchRemoteManifest().then((remotes) => {
    registerRemoteEntries(remotes);
    loadRemotesAhead(remotesToLoadAhead(window.location.pathname, !!readPreferences(window.localStorage).token));
    return remotes;
  });
  return started;
}
