// What the results module offers the rest of the API (app.ts registers its routes from here).
export { resultRoutes } from './routes';
