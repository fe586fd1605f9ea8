import { useState } from 'react';
import { newIdempotencyKey, queueRefusal, type QueuedTest, type TestDraft, type TestLabels } from './order-draft';

/**
 * The tests queued for the order, and which of them is back in the draft being changed. A test
 * keeps its idempotency key through its changes: nothing is sent while it is queued, and the key
 * names the test, so a retried submit of the changed order still makes it once.
 */
export function useOrderQueue() {
  const [tests, setTests] = useState<QueuedTest[]>([]);
  const [editing, setEditing] = useState<string | null>(null);

  return {
    tests,
    /** The key of the queued test in the draft; null while the draft is a new test. */
    editing,
    /** The place in the order (from 1) of the test in the draft; null for a new one. */
    editingNumber: editing === null ? null : tests.findIndex((t) => t.key === editing) + 1,
    /** Why the draft may not join the queue now, or null. */
    refusal: (draft: TestDraft) => queueRefusal(tests, draft, editing),
    /** Puts the draft back in the place of the test being changed, or at the end as a new test. */
    put(draft: TestDraft, labels: TestLabels) {
      setTests((q) => (editing === null ? [...q, { key: newIdempotencyKey(), draft, labels }] : q.map((t) => (t.key === editing ? { ...t, draft, labels } : t))));
      setEditing(null);
    },
    /** Marks a queued test as the one in the draft; answers its draft (null when it is gone). */
    edit(key: string): TestDraft | null {
      const test = tests.find((t) => t.key === key);
      setEditing(test ? key : null);
      return test?.draft ?? null;
    },
    stopEditing: () => setEditing(null),
    remove(key: string) {
      setTests((q) => q.filter((t) => t.key !== key));
      if (editing === key) setEditing(null);
    },
    change: (key: string, patch: Partial<TestDraft>) => setTests((q) => q.map((t) => (t.key === key ? { ...t, draft: { ...t.draft, ...patch } } : t))),
  };
}

export type OrderQueue = ReturnType<typeof useOrderQueue>;
