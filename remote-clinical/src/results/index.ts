// What the results feature offers the other features of this remote.
export { ResultStatusTag } from './result-badges';
