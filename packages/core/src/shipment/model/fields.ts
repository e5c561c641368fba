import * as z from 'zod/mini';

/**
 * Field builders shared by the draft schemas. A form field the user has not filled yet is stored as
 * '' (text), null (number, choice) or null (a Yes/No question not answered yet), so "is required"
 * and "Please answer Yes or No" can tell an empty field from a filled one.
 */
export const text = () => z._default(z.string(), '');
export const optionalText = () => z._default(z.nullable(z.string()), null);
export const amount = () => z._default(z.nullable(z.number()), null);
export const yesNo = () => z._default(z.nullable(z.boolean()), null);
export const flag = () => z._default(z.boolean(), false);
