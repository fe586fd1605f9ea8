// Feature zones inside each remote: src/<feature>/ keeps its files to itself and shows the other
// features only its index.ts, so a feature can be reshaped (or moved to another remote) by
// looking at one file.
import { importRule } from './paths.mjs';

const REMOTE_FILE = /^(remote-[^/]+)\/src\/([^/]+)(?:\/(.*))?$/;
/** Folders that are no feature but the remote's kit, open to every feature (shared pieces, test kit). */
const KITS = ['common', 'testing'];
/** A test, or a file of fixtures or test helpers: tests may use another feature's fixtures, which no index.ts should ship. */
const TEST_SUPPORT = /(\.test|fixtures|test-helpers)(\.tsx?)?$/;
const FACE = /^index(\.tsx?)?$/;

export const featureZones = {
  'feature-zones': importRule('Another feature of the remote only through its index.ts', ({ source, target }, file) => {
    const [, remote, feature, inside] = file.match(REMOTE_FILE) ?? [];
    const [, targetRemote, other, rest] = target?.match(REMOTE_FILE) ?? [];
    if (!inside || !targetRemote || targetRemote !== remote || other === feature || KITS.includes(other)) return;
    if (rest === undefined || FACE.test(rest) || (TEST_SUPPORT.test(file) && TEST_SUPPORT.test(rest))) return;
    return `'${source}' reaches into feature '${other}' of ${remote}: use what ${other}/index.ts offers (export it there).`;
  }),
};
