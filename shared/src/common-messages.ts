// The texts that belong to no one area: a malformed request, a missing sign-in, a refusal of the
// database, a record of another area that is not there, the title of a refusal page.

export const COMMON_MESSAGES = {
  /** What Fastify's schema validation found, after the prefix every malformed request gets. */
  invalid: (reason: string) => `Invalid request: ${reason}`,
  bodyTooDeep: (levels: number) => `Invalid request: the body nests deeper than ${levels} levels`,
  notString: (field: string) => `Invalid request: body/${field} must be string`,
  notIdList: (field: string) => `${field} must be a list of ids: an array such as [1, 2], or the text '[1,2]' or '1, 2'`,
  idListTooLong: (field: string, max: number) => `${field} may hold at most ${max} ids`,
  notDate: (field: string) => `${field} must be a date (YYYY-MM-DD)`,
  noRoute: (method: string, path: string) => `No route for ${method} ${path}`,
  authenticationRequired: 'Authentication required',
  forbidden: "You don't have permission to perform this action",
  /** The title of a page the viewer may not use. */
  accessDenied: 'Access Denied',
  /** An address inside an area that names no page of it. */
  pageNotFound: 'Page not found',
  noSuchPage: (area: string) => `There is no such page in ${area}.`,
  notFound: 'Not found',
  institutionNotFound: 'Institution not found',
  databaseUnavailable: 'Database unavailable',
  /** The database rolled the change back for another made at the same moment, even after trying it again. */
  changeCollided: 'Another change was being saved at the same moment, and nothing of yours was saved. Please try again.',
  // a database refusal the caller's input caused
  invalidValue: 'Invalid value in request',
  duplicate: 'This record already exists',
  referenced: 'This record refers to, or is referred to by, another record',
  valueMissing: 'A required value is missing',
  valueNotAllowed: 'A value is not allowed',
  conflicting: 'This record conflicts with another',
} as const;
