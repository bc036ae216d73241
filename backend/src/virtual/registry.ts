import type { VirtualUIType } from '@basalt/core';
import type { VirtualBackendField } from './field';
import { formulaField } from './formula';
import { countField, linkField, rollupField } from './links';
import { lookupField } from './lookup';

/**
 * The virtual field types on the server, beside the physical ones (fields/registry.ts): each says how its fields
 * read as SQL.
 */
export const VIRTUAL_FIELDS = {
  Formula: formulaField,
  LinkToAnotherRecord: linkField,
  Lookup: lookupField,
  Rollup: rollupField,
  Count: countField,
} satisfies Record<VirtualUIType, VirtualBackendField>;
