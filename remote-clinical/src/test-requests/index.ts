// What the test-requests feature offers the other features of this remote.
export { fetchRequest } from './requests-api';
