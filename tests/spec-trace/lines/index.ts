// The spec trace (issue 38): every line of SPEC.md (tests/spec-trace/SPEC.md) with the tests that prove it, one
// file per part of the spec. tests/unit/spec-trace.test.ts checks it; docs/spec-trace.md says how.
import type { TraceEntry } from '../check.ts';
import { PRODUCT } from './1-product.ts';
import { ROUTES_AND_HOME } from './2-routes-and-home.ts';
import { SCREENS } from './2-screens.ts';
import { ADMIN_SCREENS } from './2-admin.ts';
import { ENTITIES } from './3-entities.ts';
import { STATES } from './4-states.ts';
import { VALIDATION } from './5-validation.ts';
import { ROLES_AND_CALLS } from './6-7-roles-and-calls.ts';
import { ERROR_CATALOGUE } from './8-errors.ts';
import { CONSTANTS } from './9-constants.ts';

export const TRACE: TraceEntry[] = [
  ...PRODUCT,
  ...ROUTES_AND_HOME,
  ...SCREENS,
  ...ADMIN_SCREENS,
  ...ENTITIES,
  ...STATES,
  ...VALIDATION,
  ...ROLES_AND_CALLS,
  ...ERROR_CATALOGUE,
  ...CONSTANTS,
];
