import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes';
import { CrashBoundary } from './shell/CrashScreen';

/** The app: the route table under one crash boundary. */
export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <CrashBoundary>
      <RouterProvider router={router} />
    </CrashBoundary>
  );
}
