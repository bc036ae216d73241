import type { FormulaFunctionName } from '@basalt/core';
import type { FunctionCompiler } from '../types';
import { DATE_COMPILERS } from './date';
import { LOGICAL_COMPILERS } from './logical';
import { NUMERIC_COMPILERS } from './numeric';
import { TEXT_COMPILERS } from './text';

/** Every catalogue function's compiler: a function added to the catalogue fails the type-check until it has one. */
export const FUNCTION_COMPILERS = {
  ...NUMERIC_COMPILERS,
  ...TEXT_COMPILERS,
  ...DATE_COMPILERS,
  ...LOGICAL_COMPILERS,
} satisfies Record<FormulaFunctionName, FunctionCompiler>;
