// What the institutions module offers the rest of the API (app.ts registers its routes from here).
export { institutionRoutes } from './routes';
