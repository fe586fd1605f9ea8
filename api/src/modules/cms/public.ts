// What the cms module offers the rest of the API (app.ts registers its routes from here).
export { cmsRoutes } from './routes';
// The seed's check that its demo markers' UCUM units are real ones.
export { ucumUnitsProblem } from './ucum-units';
// The external lab's import compares a lab's unit with a marker's.
export { ucumFactor } from './ucum-units';
