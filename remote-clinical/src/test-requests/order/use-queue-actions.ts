import { confirmAction } from '@lab/shared/react';
import { isPristine, type TestDraft } from './order-draft';
import type { OrderQueue } from './use-order-queue';

/** A local change, asked for first: it cannot fail, so there is no error to show. */
function ask(title: string, content: string, okText: string, change: () => void) {
  confirmAction({ title, content, okText, action: async () => change(), done: () => undefined, setError: () => undefined, failure: '' });
}

/**
 * Edit and Remove of the queued tests. Edit takes a test back into the draft (asking first when
 * that would drop what the draft holds); Remove asks first, since the test's choices are lost.
 */
export function useQueueActions(queue: OrderQueue, draft: TestDraft, loadDraft: (next?: TestDraft) => void) {
  const numberOf = (key: string) => queue.tests.findIndex((t) => t.key === key) + 1;

  function editQueued(key: string) {
    const take = () => {
      const queued = queue.edit(key);
      if (queued) loadDraft(queued);
    };
    if (queue.editing === null && isPristine(draft)) return take();
    const held = queue.editingNumber ? `The changes to test ${queue.editingNumber} will be lost.` : 'The test being drafted will be lost.';
    ask(`Edit test ${numberOf(key)} instead?`, held, 'Edit', take);
  }

  function removeTest(key: string) {
    const test = queue.tests.find((t) => t.key === key);
    if (!test) return;
    ask(`Remove test ${numberOf(key)} from the order?`, `${test.labels.test} (${test.labels.sampleType}) will not be ordered.`, 'Remove', () => {
      if (queue.editing === key) loadDraft();
      queue.remove(key);
    });
  }

  /** Leaves the queued test as it was and starts a new draft. */
  function cancelEdit() {
    queue.stopEditing();
    loadDraft();
  }

  return { editQueued, removeTest, cancelEdit };
}
