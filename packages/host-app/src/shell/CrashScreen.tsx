import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../messages';

/** spec 03 §2 global dialogs: the crash screen, with a Reload Page button. */
export function CrashScreen({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  return (
    <section className="app-status-page" role="alert">
      <h1>{t('crash.text')}</h1>
      <button type="button" className="app-button" onClick={onReload}>
        {t('crash.reload')}
      </button>
    </section>
  );
}

/**
 * Catches a render error anywhere below it and shows the crash screen instead of a blank page.
 * The router has its own boundary per route (errorElement); this one covers the router itself.
 */
export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Decision: until an error-reporting service is configured (spec 03 §8), the console keeps it.
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.crashed ? <CrashScreen /> : this.props.children;
  }
}
