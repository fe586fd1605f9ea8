import { confirmAction } from '@lab/shared/react';
import { isPristine, type TestDraft } from './order-draft';
import type { OrderQueue } from './use-order-queue';

/**
 * A local change, asked for first: it cannot fail, so there is no error to show. `then` runs once
 * the dialog has gone and handed the focus back, if the change was made.
 */
function ask(title: string, content: string, okText: string, change: () => void, then?: () => void) {
  let changed = false;
  confirmAction({
    title,
    content,
    okText,
    action: async () => {
      change();
      changed = true;
    },
    done: () => undefined,
    afterClose: () => changed && then?.(),
    setError: () => undefined,
    failure: '',
  });
}

/**
 * Edit and Remove of the queued tests. Edit takes a test back into the draft (asking first when
 * that would drop what the draft holds); Remove asks first, since the test's choices are lost.
 */
export function useQueueActions(queue: OrderQueue, draft: TestDraft, loadDraft: (next?: TestDraft) => void) {
  const numberOf = (key: string) => queue.tests.findIndex((t) => t.key === key) + 1;

  /** Takes test `key` into the form, then `focusForm()`: the user's work moves up, out of the queue. */
  function editQueued(key: string, focusForm: () => void) {
    const take = () => {
      const queued = queue.edit(key);
      if (queued) loadDraft(queued);
    };
    if (queue.editing === null && isPristine(draft)) {
      take();
      return focusForm();
    }
    const held = queue.editingNumber ? `The changes to test ${queue.editingNumber} will be lost.` : 'The test being drafted will be lost.';
    // the focus moves once the dialog has handed it back (to the Edit button, which is gone by then)
    ask(`Edit test ${numberOf(key)} instead?`, held, 'Edit', take, focusForm);
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
