/**
 * Toasts (spec 03 §8, §9): errors stay 15 s, notices 5 s. At most 3 errors appear per 7 s: an error over
 * that is dropped (decision: a burst of the same failure should not bury the page). A notice answers
 * the user's own action and is never dropped: it is shown and announced, and when 3 toasts are on screen
 * the oldest notice among them leaves for it (before, a fourth action within 7 s — import, mark paid,
 * archive, restore on the orders page — lost its notice). A toast that says what a toast on screen already
 * says is not shown twice (issue 16: three identical toasts over a card).
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
    /** Adds a toast; false when the errors' 3-per-7-s limit drops it or the same toast is on screen. */
    push(kind: Toast['kind'], text: string): boolean {
      const time = now();
      if (toasts.some((toast) => toast.kind === kind && toast.text === text && toast.expiresAt > time))
        return false;
      let kept = toasts.filter((toast) => toast.expiresAt > time);
      if (kind === 'error') {
        shown = shown.filter((at) => time - at < TOAST_WINDOW_MS);
        if (shown.length >= TOAST_LIMIT) return false;
        shown.push(time);
      } else if (kept.length >= TOAST_LIMIT) {
        // The newest notice shows: the oldest notice on screen (or, with errors only, the oldest toast) leaves.
        const leaving = kept.find((toast) => toast.kind === 'notice') ?? kept[0];
        kept = kept.filter((toast) => toast !== leaving);
      }
      const expiresAt = time + (kind === 'error' ? TOAST_ERROR_MS : TOAST_NOTICE_MS);
      toasts = [...kept, { id: nextId++, kind, text, expiresAt }];
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
