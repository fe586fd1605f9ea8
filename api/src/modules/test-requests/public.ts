// What the test-requests module offers the rest of the API (app.ts registers its routes from here).
export { testRequestRoutes } from './routes';
