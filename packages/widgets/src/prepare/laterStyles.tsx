import { useLayoutEffect, useRef } from 'react';
import { addressBookStyles } from '../addressBook/addressBookStyles';
import { adoptStyles } from '../embed/widgetHost';
import { rateCardStyles } from '../quote/rateListStyles';
import { usePrepare } from './prepareContext';
import { laterStepsStyles } from './steps/laterStepsStyles';

/**
 * The styles of what step 1 does not show: the dialogs, step 2's rate cards, steps 2–4's rules and the
 * Address Book and My Items List modals. Not in the widget's stylesheet at mount (issue 11): each of
 * those parts renders LaterStyles, as the quote widget's rate list brings its own.
 */
export const prepareLaterStyles = `${rateCardStyles}${laterStepsStyles}${addressBookStyles}`;

/**
 * Gives the widget the later parts' styles when one renders: adopted by the widget's shadow root as
 * its stylesheet was (once per root), else a <style> beside the part. Before paint either way, so the
 * part never shows unstyled.
 */
export function LaterStyles() {
  const { inlineStyles = true } = usePrepare();
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!inlineStyles && marker.current) adoptStyles(marker.current.getRootNode(), prepareLaterStyles);
  }, [inlineStyles]);
  return inlineStyles ? <style>{prepareLaterStyles}</style> : <span ref={marker} hidden />;
}
