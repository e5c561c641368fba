import { Heading } from '../ui/Heading';
import { useLaterT } from './laterMessages';

/**
 * The freight panel (spec 02 §2, §5): shown when the shipment passes a freight threshold, with the
 * spec's freight messages. Decision: the "Ask for a Freight Quote" form arrives with the freight
 * work (spec 02 "Freight quote modal"); until then the panel says how to get one instead of showing a
 * button that cannot work.
 */
export function FreightPanel({ idPrefix, messages }: { idPrefix: string; messages: readonly string[] }) {
  const t = useLaterT();
  const id = `${idPrefix}-freight`;
  return (
    <section className="sd-notice sd-notice-warning" aria-labelledby={id}>
      <Heading offset={1} className="sd-notice-title" id={id}>
        {t('quote.freightTitle')}
      </Heading>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
      <p>
        {t('quote.freightTurnaround')} {t('widget.freightContact')}
      </p>
    </section>
  );
}
