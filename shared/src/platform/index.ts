// What the host and the operators' tools share about the platform itself: the contract rule and
// the texts.
export { contractSatisfied, parseContract } from './contract.mjs';
export { PLATFORM_MESSAGES } from './platform-messages';
