// Schema pieces every contract uses, so that no id, page or text reaches SQL out of range. They are
// TypeBox schemas: the API validates and documents with them, and `Static<>` gives the types.
import { Kind, Type, type SchemaOptions, type Static, type TSchema } from './typebox';

/** PostgreSQL's `integer`: every serial id fits, and a larger number is refused before SQL. */
export const MAX_INT = 2_147_483_647;
/** Deep enough for any real list (100 a page: ten million rows); a larger page is a 400. */
export const MAX_PAGE = 100_000;

// Nullable and enum pieces are written as plain `type: [x, 'null']` and `enum` rather than
// TypeBox's anyOf unions: validation, coercion and the 400 texts stay what clients already see.

/** A string out of a fixed list (`{ type: 'string', enum }`). */
export const StringEnum = <T extends readonly string[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** A whole number out of a fixed list (`{ type: 'integer', enum }`): time frames in days. */
export const IntegerEnum = <T extends readonly number[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ type: 'integer', enum: [...values], ...options });

/** `schema` or null, as `type: [its type, 'null']` (the schema must have a single `type`); an enum takes null in too. */
export const Nullable = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({
    ...schema,
    [Kind]: 'Unsafe',
    type: [schema.type as string, 'null'],
    ...(Array.isArray(schema.enum) ? { enum: [...(schema.enum as unknown[]), null] } : {}),
  });

export const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });
export const NullableId = Nullable(Id);
export const IdList = Type.Array(Id, { maxItems: 50 });

/** `/:id` path parameters. */
export const IdParams = Type.Object({ id: Id });

export const PageNumber = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });
export const PageLimit = (fallback: number, maximum = 100) => Type.Integer({ minimum: 1, maximum, default: fallback });

/**
 * Where a next page starts: the previous page's `pagination.next`, the key of its last row (its
 * place in the list's order, in microseconds since 1970, and its id). Any value of this shape is a
 * valid position, so a changed one can only move the page, never fail it.
 */
export const PAGE_AFTER_PATTERN = '^-?[0-9]{1,17}_[0-9]{1,10}$';
export const PageAfter = Type.String({
  pattern: PAGE_AFTER_PATTERN,
  maxLength: 29,
  description: "The previous page's `pagination.next`: this page then starts right after that page's last row (constant time at any depth; `page` still names the page). A search ignores it.",
});

/** A bounded string; `maxLength` defaults to a generous one so nothing unbounded reaches SQL. */
export const BoundedText = (maxLength = 1000) => Type.String({ maxLength });
export const NullableText = (maxLength = 200) => Nullable(Type.String({ maxLength }));

/** Every refusal's body. */
export const ErrorBody = Type.Object({ error: Type.String() });

/** A list page's position (the `Pagination` type). */
export const PaginationSchema = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer({ description: 'Exact, or the cap (LIST_COUNT_CAP) when `total_capped`: a filtered list is never counted past it.' }),
  pages: Type.Integer(),
  total_capped: Type.Optional(Type.Boolean({ description: 'True when there are more than `total` matches (a search or filter past the counting cap).' })),
  next: Type.Optional(Type.String({ description: 'When the page is full and not a search: send it as `after` with the next page number to read that page from here.' })),
});

/** A change's confirmation for people (a deletion, a removal). */
export const MessageBody = Type.Object({ message: Type.String() });
