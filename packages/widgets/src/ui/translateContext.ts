import { createContext, useContext } from 'react';
import { createTranslate, type Translate } from '../messages';

const fallback = createTranslate();

/** The widget's texts, with the host's overrides; provided once at the widget's root. */
export const TranslateContext = createContext<Translate>(fallback);

export function useT(): Translate {
  return useContext(TranslateContext);
}
