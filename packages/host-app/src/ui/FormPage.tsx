import { type ReactNode, useId } from 'react';

/** The frame of the account pages (spec 03 §2): a narrow section labelled by its page title. */
export function FormPage({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="app-narrow" aria-labelledby={titleId}>
      <h1 id={titleId} className="app-page-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
