// What the interfaces module offers the rest of the API.
// The orders (and cancels) a request's move sends to instruments, queued in the move's transaction.
export { queueOrdersForMove } from './orders';
// main.ts starts the MLLP listener and the outbox worker once the API listens.
export { startMllpListener, type MllpListener } from './mllp-listener';
export { OutboxWorker } from './outbox-worker';
// app.ts registers the instruments', messages' and worklists' routes.
export { interfaceRoutes } from './routes';
