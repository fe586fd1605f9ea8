import { COMMON_MESSAGES } from '@lab/shared';
/** An error whose message is safe to show the caller, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = COMMON_MESSAGES.authenticationRequired) => new HttpError(401, message);
export const forbidden = (message: string = COMMON_MESSAGES.forbidden) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
export const notFound = (message: string = COMMON_MESSAGES.notFound) => new HttpError(404, message);
/** 429 with the seconds to wait in Retry-After, so a client can tell when to try again. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
