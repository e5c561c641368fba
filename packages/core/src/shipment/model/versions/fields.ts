import * as z from 'zod/mini';

/**
 * Field builders for the older stored shapes: every field may be missing or null, since a draft is
 * saved half filled. Only the types are checked; the 0.5 schema fills the defaults after migration.
 */
export const oText = () => z.optional(z.nullable(z.string()));
export const oNumber = () => z.optional(z.nullable(z.number()));
export const oBool = () => z.optional(z.nullable(z.boolean()));
export const oList = <T extends z.core.$ZodType>(item: T) => z.optional(z.nullable(z.array(item)));
export const oObject = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.optional(z.nullable(z.looseObject(shape)));
