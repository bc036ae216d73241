// The filter choices moved to @basalt/ui so the public shared grid (mf-shared) offers visitors the same ops per
// field type as this toolbar; this file keeps the toolbar's imports where they were.
export {
  filterOpsOf,
  filterableFields,
  sortableFields,
  subOpsOf,
  valueInputOf,
  firstConditionOf,
  conditionControls,
  withOp,
  type ValueInput,
} from '@basalt/ui';
