export { createShellContext } from './shell-context';
export * from './cells';
export { useAntdTheme } from './theme';
export * from './plain-form';
