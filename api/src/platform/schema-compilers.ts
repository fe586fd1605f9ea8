import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * When a route's schemas become code: fastify's own compilers (ajv for what comes in,
 * fast-json-stringify for what goes out), either all at start-up (`eager`, what the API runs) or
 * each on the first request that needs it (`on-first-request`). Compiling the ~130 routes' schemas
 * is most of building the app, and a test file builds an app to call a handful of routes; the
 * sweeps that call every route (bad input, route policy) still compile every schema.
 */
export type SchemaCompilation = 'eager' | 'on-first-request';

type ValidatorFactory = ReturnType<typeof AjvCompiler>;
type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Validate = ((data: unknown) => unknown) & { errors?: unknown };

function validatorsOnFirstRequest(factory: ValidatorFactory): ValidatorFactory {
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return (route) => {
      let compiled: Validate | undefined;
      // fastify reads a failed check's reasons from the function's `errors`, as ajv leaves them
      const validate: Validate = (data) => {
        compiled ??= compile(route) as Validate;
        const valid = compiled(data);
        validate.errors = compiled.errors;
        return valid;
      };
      return validate as ReturnType<ReturnType<ValidatorFactory>>;
    };
  };
}

function serializersOnFirstRequest(factory: SerializerFactory): SerializerFactory {
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return (route) => {
      let compiled: ((data: unknown) => string) | undefined;
      return (data) => (compiled ??= compile(route))(data);
    };
  };
}

/**
 * The app's schema options: ajv drops properties a body's schema does not name, coerces a value to
 * its schema's type (a query's "2" to 2, a lone value to a one-item array) and stops at the first
 * error; compiled as `when` says (fastify's own compilers, at start, when eager).
 */
export function schemaOptions(when: SchemaCompilation): Pick<FastifyServerOptions, 'ajv' | 'schemaController'> {
  const ajv = { customOptions: { removeAdditional: true, coerceTypes: 'array', allErrors: false } } as const;
  if (when === 'eager') return { ajv };
  return {
    ajv,
    schemaController: {
      compilersFactory: {
        buildValidator: validatorsOnFirstRequest(AjvCompiler()),
        buildSerializer: serializersOnFirstRequest(SerializerSelector()),
      },
    },
  };
}
