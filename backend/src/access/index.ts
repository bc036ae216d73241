export * from './policy';
export * from './shared-view';
