// The stand-ins the screens' tests import antd and its icons through must give every export the
// real index gives, the very same objects (one Modal, one theme), loaded only when read.
/* eslint-disable @typescript-eslint/no-require-imports */
const { antdOnDemand, antdExportFiles, iconsOnDemand } = require('./on-demand.cjs');

const exportsOf = (index: Record<string, unknown>) => Object.keys(index).filter((name) => name !== '__esModule' && name !== 'default');

it.each([
  ['antd', () => antdOnDemand(), () => require('antd/lib/index.js')],
  ['@ant-design/icons', () => iconsOnDemand(), () => require('@ant-design/icons/lib')],
])('%s: each export of the index, the same object', (_name, standIn, index) => {
  const onDemand = standIn();
  const real = index();
  const names = exportsOf(real);
  expect(names.length).toBeGreaterThan(50);
  const different = names.filter((name) => onDemand[name] !== real[name]);
  expect(different).toEqual([]);
});

it('loads an export only when it is read', () => {
  const antd = antdOnDemand();
  expect(Object.keys(antd)).toEqual(['__esModule']);
  expect(antd.Button).toBeDefined();
  expect(Object.keys(antd)).toEqual(['__esModule', 'Button']);
});

it("finds every antd component in a file of its own (else the whole index loads, as without the stand-in)", () => {
  const files: Map<string, string | undefined> = antdExportFiles();
  const components = exportsOf(require('antd/lib/index.js')).filter((name) => /^[A-Z]/.test(name));
  expect(components.filter((name) => !files.get(name))).toEqual([]);
  expect(files.get('DatePicker')).toBe('date-picker');
});
