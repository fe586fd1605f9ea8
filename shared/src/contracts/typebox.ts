// The TypeBox builders the contracts use, imported one by one. TypeBox's `Type` namespace pulls in
// every builder it has (about 12 KB gzip, against 1 KB for these), and @lab/shared is loaded whole
// by the sign-in page, whose JavaScript has a budget. Add a builder here when a contract needs it.
import {
  Array as ArrayOf,
  Boolean as BooleanType,
  Integer,
  Literal,
  Number as NumberType,
  Object as ObjectType,
  Optional,
  String as StringType,
  Unsafe,
} from '@sinclair/typebox';

export { Kind, type SchemaOptions, type Static, type TOptional, type TSchema } from '@sinclair/typebox';

export const Type = { Array: ArrayOf, Boolean: BooleanType, Integer, Literal, Number: NumberType, Object: ObjectType, Optional, String: StringType, Unsafe };
