import { messages } from '@shipdeck/core/messages';
import { useNavigate, useSearchParams } from '../router';
import { Dialog } from '../ui/Dialog';
import { SurveyForm } from './SurveyForm';

/**
 * /survey-form (spec 02 §2, spec 03 §2): the first-shipment survey in a modal. The shipment summary
 * frames this page in its own modal after the first shipment's Congratulations (the page then shows no
 * header, shell/Layout.tsx) and closes it on "surveySubmitted"; opened on its own, closing goes home.
 */
export function SurveyFormPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const framed = window.parent !== window;
  const form = <SurveyForm shipmentId={params.get('shipmentId')} />;
  return framed ? (
    <section aria-label={messages('survey.title')}>{form}</section>
  ) : (
    <Dialog title={messages('survey.title')} onClose={() => navigate('/')}>
      {/* The questions may be taller than the screen: they scroll inside the modal. */}
      <div className="app-survey-body">{form}</div>
    </Dialog>
  );
}
