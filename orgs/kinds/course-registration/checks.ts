/** Consistency checks of a course registration that the JSON Schema cannot express: account and fee. */
import type { CourseRegistrationFormDef } from '../../types.ts';
import { childPath, type Finding } from '../../load/finding.ts';
import { checkFixedPrice } from '../../load/fixed-price-checks.ts';

/** Findings for the form at `path` (e.g. `/forms/0`). */
export function checkCourseRegistration(form: CourseRegistrationFormDef, path: string): Finding[] {
  return [...checkFixedPrice(form.fee, childPath(path, 'fee'))];
}
