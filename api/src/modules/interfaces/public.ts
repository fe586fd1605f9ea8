// What the interfaces module offers the rest of the API.
// The orders (and cancels) a request's move sends to instruments, queued in the move's transaction.
export { queueOrdersForMove } from './orders';
// main.ts starts the MLLP listener and the outbox worker once the API listens; another protocol's
// sender (the external lab's FHIR orders) is handed to the worker as an OutboxSender.
export { startMllpListener, type MllpListener } from './mllp-listener';
export { OutboxWorker, type OutboxSender } from './outbox-worker';
// The external lab queues its FHIR orders in the outbox, makes the first attempt itself and
// records each outcome with the order's state.
export { claimMessage, lockOpenMessage, queueOutgoing, recordOutcome, type DeliveryOutcome, type OpenMessage, type OutgoingMessage } from './outbox-messages';
// app.ts registers the instruments', messages' and worklists' routes.
export { interfaceRoutes } from './routes';
// The HL7 bench (bench/bench-hl7.ts) sends as an analyzer does, with the library the listener uses.
export { Hl7Client, Hl7Message } from './hl7';
// The plan-shape check (bench/plan-shape.ts) explains the statements of a searched page.
export { selectMessagePage } from './message-queries';
