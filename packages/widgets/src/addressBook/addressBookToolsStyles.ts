/** The Save / Update Contact and Add Item rows' buttons (the prepare widget's step 1 shows them). */
export const addressBookToolsStyles = `
.sd-book-tools{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
`;
