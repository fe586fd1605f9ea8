import { rollBackCommand, type RemoteStatus } from './platform-data';

const v = (version: string, compatible: boolean | null = true) => ({ version, meta: null, compatible });
const clinical: RemoteStatus = {
  remote: 'clinical',
  main: { ...v('1.2.0'), entry: '/remotes/clinical/1.2.0/mf-manifest.json' },
  canary: { ...v('1.3.0'), entry: '/remotes/clinical/1.3.0/mf-manifest.json', percent: 10 },
  published: [v('1.0.0'), v('1.1.0', false), v('1.2.0'), v('1.3.0')],
};

describe('the roll-back command of a flagged version', () => {
  it('ends a failing canary', () => {
    expect(rollBackCommand('clinical', '1.3.0', clinical)).toBe('pnpm remotes:use clinical --end-canary');
  });

  it('goes back to the newest compatible version published before a failing main version', () => {
    expect(rollBackCommand('clinical', '1.2.0', clinical)).toBe('pnpm remotes:use clinical 1.0.0');
  });

  it('leaves the version to the operator where none is known', () => {
    expect(rollBackCommand('clinical', '1.0.0', clinical)).toBe('pnpm remotes:use clinical <previous version>');
    expect(rollBackCommand('admin', '7.0.0', undefined)).toBe('pnpm remotes:use admin <previous version>');
  });
});
