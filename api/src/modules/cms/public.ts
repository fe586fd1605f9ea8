// What the cms module offers the rest of the API (app.ts registers its routes from here).
export { cmsRoutes } from './routes';
