// What the auth module offers the rest of the API (app.ts registers its routes from here).
export { authRoutes } from './routes';
