export { createShellContext } from './shell-context';
export * from './cells';
