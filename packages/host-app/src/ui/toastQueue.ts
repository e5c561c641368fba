/**
 * Toasts (spec 03 §8, §9): errors stay 15 s, notices 5 s, and at most 3 appear per 7 s; a toast over
 * the limit is dropped (decision: a burst of the same failure should not bury the page), and so is one
 * that says what a toast on screen already says (issue 16: three identical toasts over a card).
 */
export const TOAST_ERROR_MS = 15_000;
export const TOAST_NOTICE_MS = 5_000;
export const TOAST_LIMIT = 3;
export const TOAST_WINDOW_MS = 7_000;

export interface Toast {
  id: number;
  kind: 'error' | 'notice';
  text: string;
  expiresAt: number;
}

export function createToastQueue(now: () => number = Date.now) {
  let nextId = 1;
  let toasts: Toast[] = [];
  let shown: number[] = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    /** Adds a toast; false when the 3-per-7-s limit drops it or the same toast is on screen. */
    push(kind: Toast['kind'], text: string): boolean {
      const time = now();
      shown = shown.filter((at) => time - at < TOAST_WINDOW_MS);
      if (shown.length >= TOAST_LIMIT) return false;
      if (toasts.some((toast) => toast.kind === kind && toast.text === text && toast.expiresAt > time))
        return false;
      shown.push(time);
      const expiresAt = time + (kind === 'error' ? TOAST_ERROR_MS : TOAST_NOTICE_MS);
      toasts = [...toasts, { id: nextId++, kind, text, expiresAt }];
      emit();
      return true;
    },
    /** Removes expired toasts (the view calls it on a timer). */
    prune() {
      const time = now();
      const kept = toasts.filter((toast) => toast.expiresAt > time);
      if (kept.length !== toasts.length) {
        toasts = kept;
        emit();
      }
    },
    dismiss(id: number) {
      toasts = toasts.filter((toast) => toast.id !== id);
      emit();
    },
    list: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastQueue = ReturnType<typeof createToastQueue>;
