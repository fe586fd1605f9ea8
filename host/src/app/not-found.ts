/** The loader of the catch-all route: any path no other route claims is a 404. */
export function notFoundLoader(): never {
  throw new Response('', { status: 404, statusText: 'Not Found' });
}
