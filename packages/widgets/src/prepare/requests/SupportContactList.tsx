import { usePrepare } from '../prepareContext';
import { addPrepareTexts } from '../prepareMessages';
import { requestDialogsMessages } from './requestDialogsMessages';

// The request modals' texts, with the support contacts (the error popup's, step 2's import panel).
addPrepareTexts(requestDialogsMessages);

/** How to reach customer support (spec 03 §8: phone, chat and e-mail), as the host configured them. */
export function SupportContactList() {
  const { t, contacts } = usePrepare();
  if (!contacts?.phone && !contacts?.chatUrl && !contacts?.email) return null;
  return (
    <ul className="sd-contacts">
      {contacts.phone && (
        <li>
          <a href={`tel:${contacts.phone.replace(/[^+\d]/g, '')}`}>
            {t('prepare.support.phone', { phone: contacts.phone })}
          </a>
        </li>
      )}
      {contacts.chatUrl && (
        <li>
          <a href={contacts.chatUrl} target="_blank" rel="noopener noreferrer">
            {t('prepare.support.chat')}
          </a>
        </li>
      )}
      {contacts.email && (
        <li>
          <a href={`mailto:${contacts.email}`}>{t('prepare.support.email', { email: contacts.email })}</a>
        </li>
      )}
    </ul>
  );
}
