// What the results module offers the rest of the API (app.ts registers its routes from here).
export { resultRoutes } from './routes';
// The one writer of results: the external lab's imports change a result the way an edit here does.
export * as resultWrites from './result-writes';
// The range each marker of a request has for its patient: imported values are flagged against it.
export { selectEntryMarkers, selectEntryPatient } from './entry-queries';
// A value another system measured (external lab, instrument) as a result value: both imports build them here.
export { reportedValue, type RangedMarker as ReportedMarker, type ReportedMeasure } from './reported-values';
// The one writer of imported content: an instrument's message and the external lab's report save a result version here.
export { createImportedResult, saveImportedContent, type ImportedSave, type ImportedVersion, type Importer } from './result-imports';
// The plan-shape check (bench/plan-shape.ts) explains the statements of a searched page.
export { selectResultPage } from './list-queries';
