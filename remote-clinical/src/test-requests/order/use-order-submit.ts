import { TEST_REQUEST_MESSAGES as M, type SessionUser } from '@lab/shared';
import { useSubmit, withSavedAnswer } from '@lab/shared/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createTestOrder, updateTestRequest } from './order-api';
import { orderProblem, toPayload, type OrderHead, type QueuedTest } from './order-draft';

interface OrderSubmitOptions {
  user: SessionUser;
  /** The request being edited; undefined for a new order. */
  editId?: string;
  head: OrderHead;
  tests: QueuedTest[];
  cliniciansExist: boolean;
}

/**
 * Submitting the order: the product's checks in order, then for a new order a confirmation and one
 * POST of all its tests, each with the key made when it was queued, which the server creates
 * together or not at all (a retry after a lost answer is answered with the first call's requests);
 * an edited request is PUT at once.
 */
export function useOrderSubmit({ user, editId, head, tests, cliniciansExist }: OrderSubmitOptions) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const saving = useSubmit(async () => {
    if (editId) {
      const saved = await updateTestRequest(editId, toPayload(head, tests[0].draft));
      navigate(`/tests/${editId}`, withSavedAnswer(saved));
      return;
    }
    await createTestOrder(tests.map((test) => toPayload(head, test.draft, test.key)));
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
