// What the live module offers the rest of the API (app.ts registers its route from here).
export { liveRoutes } from './routes';
