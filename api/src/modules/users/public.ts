// What the users module offers the rest of the API (app.ts registers its routes from here).
export { userRoutes } from './routes';
