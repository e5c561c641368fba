import {
  SURVEY_EVENT_DELAY_MS,
  SURVEY_FUTURE_USAGE,
  SURVEY_SCALE_MAX,
  SURVEY_SCALE_MIN,
  SURVEY_SUBMITTED_EVENT,
  SURVEY_USAGE_REASONS,
} from '@shipdeck/core/contract';
import { type MessageKey, messages } from '@shipdeck/core/messages';
import {
  createValidationContext,
  EMPTY_SURVEY_FORM,
  type FieldError,
  type SurveyForm as SurveyFormValues,
  validateSurveyForm,
} from '@shipdeck/core/validation';
import { useId, useState } from 'react';
import { useAppSession } from '../session/SessionContext';
import { errorText } from '../ui/errorText';

const SCALE = Array.from({ length: SURVEY_SCALE_MAX - SURVEY_SCALE_MIN + 1 }, (_, i) => SURVEY_SCALE_MIN + i);

/**
 * After the answer is stored: "surveySubmitted" to the parent window after 100 ms (spec 02 §2, §9), so
 * the page that framed the survey closes its modal. Opened on its own (not framed), there is no parent.
 */
export function announceSurveySubmitted(target: Window = window): void {
  if (target.parent === target) return;
  const parent = target.parent;
  const origin = target.location.origin;
  target.setTimeout(() => parent.postMessage(SURVEY_SUBMITTED_EVENT, origin), SURVEY_EVENT_DELAY_MS);
}

function Choices({
  name,
  legend,
  options,
  value,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const errorId = useId();
  return (
    <fieldset className="app-survey-choices" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="app-check">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error && (
        <span id={errorId} className="app-field-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}

/**
 * The first-shipment survey's form (spec 02 §2, spec 03 §2): usage reason with Other, the 1-6
 * helpfulness scale, future usage, what was liked least, one feature wanted; core's rules check it,
 * our API stores it, and "Your response has been recorded." shows.
 */
export function SurveyForm({ shipmentId }: { shipmentId: string | null }) {
  const { api } = useAppSession();
  const [form, setForm] = useState<SurveyFormValues>(EMPTY_SURVEY_FORM);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [status, setStatus] = useState<'editing' | 'sending' | 'recorded'>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const errorOf = (path: string) => errors.find((e) => e.propertyPath === path)?.message;
  const set = (patch: Partial<SurveyFormValues>) => setForm((current) => ({ ...current, ...patch }));
  const t = (key: string) => messages(key as MessageKey);

  if (status === 'recorded') {
    return (
      <p role="status" className="app-survey-recorded">
        {messages('survey.recorded')}
      </p>
    );
  }

  return (
    <form
      className="app-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const found = validateSurveyForm(form, createValidationContext());
        setErrors(found);
        setFailure(null);
        if (found.length > 0) return;
        setStatus('sending');
        try {
          await api.submitSurvey({
            shipmentId,
            usageReason: form.usageReason,
            usageReasonOther: form.usageReason === 'other' ? form.usageReasonOther : null,
            helpfulness: form.helpfulness,
            futureUsage: form.futureUsage,
            likedLeast: form.likedLeast,
            featureWanted: form.featureWanted,
          });
          setStatus('recorded');
          announceSurveySubmitted();
        } catch (error) {
          setStatus('editing');
          setFailure(errorText(error, messages('api.unknownStatus')));
        }
      }}
    >
      <p>{messages('survey.intro')}</p>
      <Choices
        name="usageReason"
        legend={messages('draft.label.usageReason')}
        options={SURVEY_USAGE_REASONS.map((value) => ({ value, label: t(`survey.usageReason.${value}`) }))}
        value={form.usageReason}
        error={errorOf('usageReason')}
        onChange={(usageReason) => set({ usageReason })}
      />
      {form.usageReason === 'other' && (
        <label className="app-field">
          <span>{messages('draft.label.usageReasonOther')}</span>
          <input
            value={form.usageReasonOther}
            onChange={(event) => set({ usageReasonOther: event.target.value })}
            aria-invalid={errorOf('usageReasonOther') ? true : undefined}
          />
          {errorOf('usageReasonOther') && (
            <span className="app-field-error">{errorOf('usageReasonOther')}</span>
          )}
        </label>
      )}
      <Choices
        name="helpfulness"
        legend={messages('draft.label.helpfulness')}
        options={SCALE.map((point) => ({ value: String(point), label: String(point) }))}
        value={form.helpfulness === null ? '' : String(form.helpfulness)}
        error={errorOf('helpfulness')}
        onChange={(value) => set({ helpfulness: Number(value) })}
      />
      <Choices
        name="futureUsage"
        legend={messages('draft.label.futureUsage')}
        options={SURVEY_FUTURE_USAGE.map((value) => ({ value, label: t(`survey.futureUsage.${value}`) }))}
        value={form.futureUsage}
        error={errorOf('futureUsage')}
        onChange={(futureUsage) => set({ futureUsage })}
      />
      <label className="app-field">
        <span>{messages('draft.label.likedLeast')}</span>
        <textarea
          rows={3}
          value={form.likedLeast}
          onChange={(event) => set({ likedLeast: event.target.value })}
        />
        {errorOf('likedLeast') && <span className="app-field-error">{errorOf('likedLeast')}</span>}
      </label>
      <label className="app-field">
        <span>{messages('draft.label.featureWanted')}</span>
        <input value={form.featureWanted} onChange={(event) => set({ featureWanted: event.target.value })} />
        {errorOf('featureWanted') && <span className="app-field-error">{errorOf('featureWanted')}</span>}
      </label>
      {failure && <p role="alert">{failure}</p>}
      <div className="app-actions">
        <button type="submit" className="app-button" disabled={status === 'sending'}>
          {messages('survey.submit')}
        </button>
      </div>
    </form>
  );
}
