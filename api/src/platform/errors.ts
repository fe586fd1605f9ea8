/** An error whose message is safe to show the caller, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = "You don't have permission to perform this action") => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
