import { INFO_POPUP_AUTO_CLOSE_MS } from '@shipdeck/core/session';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { t } from '../messages';
import { Dialog } from './Dialog';
import { createToastQueue, type ToastQueue } from './toastQueue';

export interface PopupRequest {
  kind: 'info' | 'error' | 'warning';
  title?: string;
  text: string;
  /** A close callback keeps the popup open until the user closes it (spec 03 §4). */
  onClose?: () => void;
}

interface ConfirmRequest {
  title?: string;
  text?: string;
  resolve(answer: boolean): void;
}

export interface Feedback {
  toast(kind: 'error' | 'notice', text: string): void;
  popup(request: PopupRequest): void;
  /** The confirmation dialog of spec 03 §2: "Confirmation", "Are you sure?", No and Yes. */
  confirm(options?: { title?: string; text?: string }): Promise<boolean>;
}

const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback outside <FeedbackProvider>');
  return feedback;
}

/** The global dialogs and toasts of spec 03 §2 / §8. */
export function FeedbackProvider({ children, queue: given }: { children: ReactNode; queue?: ToastQueue }) {
  const [queue] = useState(() => given ?? createToastQueue());
  const [popup, setPopup] = useState<PopupRequest | null>(null);
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);
  const feedback = useMemo<Feedback>(
    () => ({
      toast: (kind, text) => void queue.push(kind, text),
      popup: setPopup,
      confirm: (options = {}) => new Promise<boolean>((resolve) => setConfirming({ ...options, resolve })),
    }),
    [queue],
  );
  const closePopup = () => {
    popup?.onClose?.();
    setPopup(null);
  };
  // spec 03 §4: info popups without an action or close callback close themselves after 5000 ms.
  useEffect(() => {
    if (popup?.kind !== 'info' || popup.onClose) return;
    const timer = window.setTimeout(() => setPopup(null), INFO_POPUP_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [popup]);
  const answer = (value: boolean) => {
    confirming?.resolve(value);
    setConfirming(null);
  };
  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      <Toasts queue={queue} />
      {popup && (
        <Dialog title={popup.title ?? t(`popup.${popup.kind}`)} onClose={closePopup}>
          <p>{popup.text}</p>
          <button type="button" className="app-button" onClick={closePopup}>
            {t('dialog.close')}
          </button>
        </Dialog>
      )}
      {confirming && (
        <Dialog title={confirming.title ?? t('confirm.title')} onClose={() => answer(false)}>
          <p>{confirming.text ?? t('confirm.text')}</p>
          <div className="app-actions">
            <button type="button" className="app-button app-button-secondary" onClick={() => answer(false)}>
              {t('confirm.no')}
            </button>
            <button type="button" className="app-button" onClick={() => answer(true)}>
              {t('confirm.yes')}
            </button>
          </div>
        </Dialog>
      )}
    </FeedbackContext.Provider>
  );
}

/** Toasts at the bottom left (spec 03 §8). */
function Toasts({ queue }: { queue: ToastQueue }) {
  const toasts = useSyncExternalStore(queue.subscribe, queue.list, queue.list);
  useEffect(() => {
    if (toasts.length === 0) return;
    const timer = window.setInterval(() => queue.prune(), 500);
    return () => window.clearInterval(timer);
  }, [queue, toasts.length]);
  return (
    <div className="app-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`app-toast app-toast-${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <span>{toast.text}</span>
          <button type="button" aria-label={t('dialog.close')} onClick={() => queue.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
