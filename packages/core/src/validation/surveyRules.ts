import {
  SURVEY_FUTURE_USAGE,
  SURVEY_SCALE_MAX,
  SURVEY_SCALE_MIN,
  SURVEY_TEXT_MAX,
  SURVEY_USAGE_REASONS,
} from '../contract/survey';
import type { ValidationContext } from './context';
import { createFieldErrorList, type FieldError } from './fieldErrors';
import { first, maxLength, required } from './fieldRules';

/** The first-shipment survey's form (spec 02 §2): the choices as their codes, the scale as a number. */
export interface SurveyForm {
  usageReason: string;
  usageReasonOther: string;
  helpfulness: number | null;
  futureUsage: string;
  likedLeast: string;
  featureWanted: string;
}

export const EMPTY_SURVEY_FORM: SurveyForm = {
  usageReason: '',
  usageReasonOther: '',
  helpfulness: null,
  futureUsage: '',
  likedLeast: '',
  featureWanted: '',
};

/**
 * The survey's rules, for the form and the server alike. Decisions (the spec names the fields only):
 * the usage reason, the helpfulness scale (1 to 6, spec 02 §9) and future usage are asked of everyone;
 * "Other" asks what else; what was liked least and the feature wanted are optional free text.
 */
export function validateSurveyForm(form: SurveyForm, ctx: ValidationContext): FieldError[] {
  const { t } = ctx;
  const out = createFieldErrorList();
  const choice = (value: string, allowed: readonly string[]) =>
    value.trim() !== '' && !allowed.includes(value) ? t('survey.choiceUnknown') : null;
  out.error(
    'usageReason',
    first(required(t, 'usageReason', form.usageReason), choice(form.usageReason, SURVEY_USAGE_REASONS)),
  );
  if (form.usageReason === 'other') {
    out.error(
      'usageReasonOther',
      first(
        required(t, 'usageReasonOther', form.usageReasonOther),
        maxLength(t, 'usageReasonOther', form.usageReasonOther, SURVEY_TEXT_MAX),
      ),
    );
  }
  const scale = form.helpfulness;
  out.error(
    'helpfulness',
    scale === null
      ? t('field.required', { label: t('draft.label.helpfulness') })
      : !Number.isInteger(scale) || scale < SURVEY_SCALE_MIN || scale > SURVEY_SCALE_MAX
        ? t('survey.helpfulnessRange')
        : null,
  );
  out.error(
    'futureUsage',
    first(required(t, 'futureUsage', form.futureUsage), choice(form.futureUsage, SURVEY_FUTURE_USAGE)),
  );
  out.error('likedLeast', maxLength(t, 'likedLeast', form.likedLeast, SURVEY_TEXT_MAX));
  out.error('featureWanted', maxLength(t, 'featureWanted', form.featureWanted, SURVEY_TEXT_MAX));
  return out.list;
}
