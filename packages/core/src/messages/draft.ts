/** Messages of the draft flow (spec texts, exact words). Keys are 'draft.<name>'. */
export const draftMessages = {} as const;
