import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Bundle } from '@medplum/fhirtypes';
import { orderBundle } from './test/fixtures';
import { reportIdOf, startLab, taskIdOf } from './test/harness';

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'reference-lab-'));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

describe('the data file', () => {
  it('keeps orders and resources across two app instances', async () => {
    const dataFile = path.join(directory, 'nested', 'lab.json');
    const first = await startLab({ dataFile });
    const submitted = await first.submit(orderBundle());
    const taskId = taskIdOf(submitted.body);
    await first.adminPost(`/orders/${taskId}/advance`);
    await first.adminPost(`/orders/${taskId}/advance`);
    const task = await first.task(taskId);
    const results = await first.results(reportIdOf(task));
    await first.adminPost('/behaviour', { mode: 'fail' });
    await first.close();
    expect(existsSync(dataFile)).toBe(true);

    const second = await startLab({ dataFile });
    try {
      expect(await second.task(taskId)).toEqual(task);
      const resources = (bundle: Bundle) => bundle.entry?.map((entry) => entry.resource);
      expect(resources(await second.results(reportIdOf(task)))).toEqual(resources(results));
      expect((await second.adminGet('/orders')).body).toEqual([expect.objectContaining({ taskId, status: 'completed' })]);
      expect((await second.adminGet('/behaviour')).body).toMatchObject({ mode: 'normal' }); // behaviour is not kept
      const again = await second.submit(orderBundle());
      expect(taskIdOf(again.body)).toBe(taskId);
      expect(again.body.entry?.every((entry) => entry.response?.status === '200 OK')).toBe(true);

      await second.adminPost('/reset');
      expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toEqual({ version: 1, orders: [], resources: {} });
    } finally {
      await second.close();
    }
  });

  it('starts empty when the file does not exist yet, and refuses a file that is not its own', async () => {
    const lab = await startLab({ dataFile: path.join(directory, 'new.json') });
    expect((await lab.adminGet('/orders')).body).toEqual([]);
    await lab.close();

    const other = path.join(directory, 'other.json');
    writeFileSync(other, '{"hello":"world"}');
    await expect(startLab({ dataFile: other })).rejects.toThrow(/not a reference-lab data file/);
  });
});
