// What the analytics module offers the rest of the API (app.ts registers its routes from here).
export { analyticsRoutes } from './routes';
