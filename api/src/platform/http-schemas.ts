// Schema pieces every route uses, so that no id, page or text reaches SQL out of range.

/** PostgreSQL's `integer`: every serial id fits, and a larger number is refused before SQL. */
export const MAX_INT = 2_147_483_647;
/** Deep enough for any real list (100 a page: ten million rows); a larger page is a 400. */
export const MAX_PAGE = 100_000;

export const idSchema = { type: 'integer', minimum: 1, maximum: MAX_INT } as const;
export const nullableIdSchema = { type: ['integer', 'null'], minimum: 1, maximum: MAX_INT } as const;
export const idListSchema = { type: 'array', items: idSchema, maxItems: 50 } as const;

/** `/:id` path parameters. */
export const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

export const pageSchema = { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 } as const;
export const limitSchema = (fallback: number, maximum = 100) => ({ type: 'integer', minimum: 1, maximum, default: fallback }) as const;

/** A bounded string; `maxLength` defaults to a generous one so nothing unbounded reaches SQL. */
export const textSchema = (maxLength = 1000) => ({ type: 'string', maxLength }) as const;
export const nullableTextSchema = (maxLength = 200) => ({ type: ['string', 'null'], maxLength }) as const;

export const errorBody = { type: 'object', properties: { error: { type: 'string' } } } as const;
