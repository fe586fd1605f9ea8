// What the contact module offers the rest of the API (app.ts registers its routes from here).
export { contactRoutes } from './routes';
