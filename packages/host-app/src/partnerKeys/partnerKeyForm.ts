import { type ApiFailure, isApiFailure } from '@shipdeck/core/api';
import { partnerOrigin } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';

/** The origins field: one origin a line (commas and spaces also separate them), blanks ignored. */
export function originLines(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface PartnerKeyFormErrors {
  name?: string;
  origins?: string;
}

/**
 * The form's own check, with the rule and texts the API answers with (core partnerOrigin, the
 * partnerKey.* messages), so a person sees the same words before and after sending.
 */
export function partnerKeyFormErrors(name: string | null, originsText: string): PartnerKeyFormErrors {
  const errors: PartnerKeyFormErrors = {};
  if (name !== null && name.trim() === '')
    errors.name = messages('field.required', { label: messages('partnerKey.nameLabel') });
  const origins = originLines(originsText);
  const wrong = origins.find((origin) => partnerOrigin(origin) === null);
  if (origins.length === 0) errors.origins = messages('partnerKey.originsRequired');
  else if (wrong !== undefined)
    errors.origins = messages('partnerKey.originInvalid', { value: JSON.stringify(wrong) });
  return errors;
}

/** The server's violations, at the form's two fields (origins.3 → origins). */
export function errorsOfFailure(failure: ApiFailure | unknown): PartnerKeyFormErrors {
  if (!isApiFailure(failure)) return {};
  const errors: PartnerKeyFormErrors = {};
  for (const violation of failure.violations) {
    const field = violation.propertyPath.split('.')[0];
    if ((field === 'name' || field === 'origins') && !errors[field]) errors[field] = violation.message;
  }
  return errors;
}
