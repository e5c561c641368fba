/** Messages of the quote flow (spec texts, exact words). Keys are 'quote.<name>'. */
export const quoteMessages = {} as const;
