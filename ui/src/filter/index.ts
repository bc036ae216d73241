export * from './filter-choices';
