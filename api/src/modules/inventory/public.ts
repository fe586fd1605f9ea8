// What the inventory module offers the rest of the API (app.ts registers its routes from here).
export { inventoryRoutes } from './routes';
// The one way stock changes: fulfillment reserves and consumes stock through the same ledger.
export { applyStockChange, selectStockLevel } from './stock-ledger';
