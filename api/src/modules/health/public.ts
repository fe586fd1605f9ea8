// What the health module offers the rest of the API (app.ts registers its routes from here).
export { healthRoutes } from './routes';
