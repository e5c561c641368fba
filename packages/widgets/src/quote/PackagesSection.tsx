import {
  type QuoteStore,
  selectCanAddItem,
  selectCanChooseDocuments,
  selectCanRemoveItem,
  selectCanUseExpressEnvelope,
} from '@shipdeck/core/quote/store';
import { type KeyboardEvent, Suspense, useRef } from 'react';
import { DocumentFields } from '#quoteLater';
import { Heading } from '../ui/Heading';
import { useT } from '../ui/translateContext';
import { useStore } from '../useStore';
import { PackageRow } from './PackageRow';

/**
 * Packages or documents (spec 02 §2 "package forms", §4): two tabs. Documents are one package with a
 * declared value and, unless imported, the express envelope; a domestic quote has no documents tab
 * choice (the store clears the flag).
 */
export function PackagesSection({ idPrefix, store }: { idPrefix: string; store: QuoteStore }) {
  const t = useT();
  const isDocument = useStore(store, (s) => s.input.isDocument);
  const count = useStore(store, (s) => s.input.items.length);
  const canAdd = useStore(store, selectCanAddItem);
  const canRemove = useStore(store, selectCanRemoveItem);
  const canChooseDocuments = useStore(store, selectCanChooseDocuments);
  const canUseEnvelope = useStore(store, selectCanUseExpressEnvelope);
  const hasDangerousGoods = useStore(store, (s) => s.input.hasDangerousGoods);
  const itemsError = useStore(store, (s) => s.fieldErrors.items);
  const { setDocument, addItem, setDangerousGoods } = store.getState();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const id = `${idPrefix}-packages`;

  const choose = (documents: boolean) => {
    setDocument(documents);
    tabs.current[documents ? 1 : 0]?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      if (canChooseDocuments) choose(!isDocument);
    }
  };

  return (
    <section className="sd-panel" aria-labelledby={`${id}-title`}>
      <Heading offset={1} className="sd-visually-hidden" id={`${id}-title`}>
        {t('widget.shipment')}
      </Heading>
      <div className="sd-tabs" role="tablist" aria-label={t('widget.shipment')}>
        {[false, true].map((documents, i) => (
          <button
            key={String(documents)}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            className="sd-tab"
            aria-selected={isDocument === documents}
            aria-controls={`${id}-panel`}
            tabIndex={isDocument === documents ? 0 : -1}
            disabled={documents && !canChooseDocuments}
            onClick={() => choose(documents)}
            onKeyDown={onTabKey}
          >
            {t(documents ? 'widget.documents' : 'widget.packages')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${isDocument ? 1 : 0}`}>
        {isDocument ? (
          // The documents fields come with the form's later part (the quote embed loads it on the first
          // focus in the form, so it is in by the time the tab is chosen).
          <Suspense fallback={null}>
            <DocumentFields idPrefix={id} store={store} canUseEnvelope={canUseEnvelope} />
          </Suspense>
        ) : (
          <>
            {Array.from({ length: count }, (_, index) => (
              // Rows have no identity of their own: the index is the row.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <PackageRow key={index} idPrefix={id} index={index} store={store} canDelete={canRemove} />
            ))}
            <div className="sd-actions sd-mt">
              <button type="button" className="sd-btn" disabled={!canAdd} onClick={addItem}>
                {t('widget.addPackage')}
              </button>
              <label className="sd-check">
                <input
                  type="checkbox"
                  checked={hasDangerousGoods}
                  onChange={(event) => setDangerousGoods(event.currentTarget.checked)}
                />
                {t('widget.dangerousGoods')}
              </label>
            </div>
          </>
        )}
        {itemsError && (
          <p className="sd-error" id={`${id}-error`}>
            {itemsError}
          </p>
        )}
      </div>
    </section>
  );
}
