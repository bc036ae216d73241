import type { VirtualUIType } from '@basalt/core';
import type { VirtualBackendField } from './field';
import { formulaField } from './formula';

/**
 * The virtual field types on the server, beside the physical ones (fields/registry.ts): each says how its fields
 * read as SQL. A type not built yet is undefined and reads as null with a reason.
 */
export const VIRTUAL_FIELDS = {
  Formula: formulaField,
  LinkToAnotherRecord: undefined,
  Lookup: undefined,
  Rollup: undefined,
  Count: undefined,
} satisfies Record<VirtualUIType, VirtualBackendField | undefined>;
