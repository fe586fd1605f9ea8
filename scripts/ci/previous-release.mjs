// Prints "<version> <commit>" of the newest release in releases.json that came before HEAD (its
// commit an ancestor of HEAD^), or exits saying why: 3 when the clone is shallow (its history cut
// and not deepened from its origin: no release can be found in it), else 1. The list lives in the repository, not in
// git tags only: a CI clone of the branch carries its history but not always its tags.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const isAncestor = (commit) => {
  try {
    execFileSync('git', ['merge-base', '--is-ancestor', commit, 'HEAD^'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const releases = JSON.parse(readFileSync(new URL('../../releases.json', import.meta.url), 'utf8'));
const before = releases.filter((r) => isAncestor(r.commit));
const shallow = () => {
  try {
    return git('rev-parse', '--is-shallow-repository') === 'true';
  } catch {
    return false;
  }
};
if (before.length === 0 && shallow()) {
  console.error(`this clone is shallow (${git('rev-list', '--count', 'HEAD')} commits) and its origin did not deepen it: no release can be found in it`);
  process.exit(3);
}
if (before.length === 0) {
  let clone;
  try {
    clone = `shallow: ${git('rev-parse', '--is-shallow-repository')}, ${git('rev-list', '--count', 'HEAD')} commits`;
  } catch {
    clone = 'not a git checkout';
  }
  console.error(`no release in releases.json is in this clone's history before HEAD (${clone}); the N-1 check needs the history`);
  process.exit(1);
}
// the list is in release order: the last one before HEAD is the newest
const last = before[before.length - 1];
console.log(`${last.version} ${last.commit}`);
