import { widgetFormMessages } from './messages';
import { laterMessages } from './quote/laterMessages';

/** Every text of the widgets' own chrome: the quote form's and its later parts' (./messages.ts). */
export const widgetMessages = { ...widgetFormMessages, ...laterMessages } as const;

export { createTranslate } from './messages';
