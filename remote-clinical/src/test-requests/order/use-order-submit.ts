import { TEST_REQUEST_MESSAGES as M, type SessionUser } from '@lab/shared';
import { useSubmit, withSavedAnswer } from '@lab/shared/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createTestRequest, updateTestRequest } from './order-api';
import { orderProblem, toPayload, type OrderHead, type QueuedTest } from './order-draft';

interface OrderSubmitOptions {
  user: SessionUser;
  /** The request being edited; undefined for a new order. */
  editId?: string;
  head: OrderHead;
  tests: QueuedTest[];
  cliniciansExist: boolean;
  markCreated(key: string, requestId: number): void;
}

/**
 * Submitting the order: the product's checks in order, then for a new order a confirmation and one
 * POST per queued test, in turn, each with the key made when it was queued (a test already created
 * is not sent again); an edited request is PUT at once.
 */
export function useOrderSubmit({ user, editId, head, tests, cliniciansExist, markCreated }: OrderSubmitOptions) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const saving = useSubmit(async () => {
    if (editId) {
      const saved = await updateTestRequest(editId, toPayload(head, tests[0].draft));
      navigate(`/tests/${editId}`, withSavedAnswer(saved));
      return;
    }
    for (const test of tests) {
      if (test.requestId !== null) continue;
      const created = await createTestRequest(toPayload(head, test.draft, test.key));
      markCreated(test.key, created.id);
    }
    navigate('/tests');
  }, M.saveFailed);

  function submit() {
    const problem = orderProblem(head, tests.map((t) => t.draft), user, cliniciansExist);
    saving.setError(problem);
    if (problem) return;
    if (editId) void saving.submit();
    else setConfirming(true);
  }

  function send() {
    setConfirming(false);
    void saving.submit();
  }

  return { submit, send, confirming, cancel: () => setConfirming(false), busy: saving.busy, error: saving.error };
}
