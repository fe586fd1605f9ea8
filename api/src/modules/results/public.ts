// What the results module offers the rest of the API (app.ts registers its routes from here).
export { resultRoutes } from './routes';
// The one writer of results: the external lab's imports change a result the way an edit here does.
export * as resultWrites from './result-writes';
