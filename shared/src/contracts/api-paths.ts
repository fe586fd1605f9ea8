// Each route's path is one constant, in Fastify's `/users/:id` form: the API registers it as is and
// the screens fill it in with apiPath, so a path cannot drift between the two.

/** The `:name` parameters of a path template. */
export type PathParamNames<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : T extends `${string}:${infer Name}`
    ? Name
    : never;

/** `template` with each `:name` replaced by its (URL-encoded) value: apiPath('/users/:id', { id: 7 }) is '/users/7'. */
export function apiPath<T extends string>(template: T, params: Record<PathParamNames<T>, string | number>): string {
  const values = params as Record<string, string | number>;
  return template.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(values[name])));
}
