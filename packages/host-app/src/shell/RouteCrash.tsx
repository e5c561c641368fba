import { useEffect } from 'react';
import { useRouteError } from '../router';
import { CrashScreen } from './CrashScreen';

/** A route's errorElement: logs what broke and shows the crash screen. */
export function RouteCrash() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <CrashScreen />;
}
