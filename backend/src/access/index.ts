export * from './policy';
export * from './shared-base';
export * from './shared-view';
