import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { Header } from './Header';
import { documentTitle, isPageMeta, type PageMeta } from './pageMeta';

/** The deepest route's page properties (spec 03 §2), if it has any. */
export function usePageMeta(): PageMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isPageMeta(handle)) return handle;
  }
  return undefined;
}

/** The shell of every page: header, content, and the document title of spec 03 §2. */
export function Layout() {
  const meta = usePageMeta();
  useEffect(() => {
    document.title = documentTitle(meta?.title);
  }, [meta?.title]);
  return (
    <div className="app">
      <Header showNav={!meta?.public} />
      <main className="app-content" id="content">
        <Outlet />
      </main>
    </div>
  );
}
