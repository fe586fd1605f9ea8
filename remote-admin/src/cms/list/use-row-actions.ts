import { errorText } from '@lab/shared/client';
import type { LoadedData } from '@lab/shared/react';
import { Modal } from 'antd';
import { useState } from 'react';

export interface RowActionsOptions<T, K> {
  /** The list the rows come from: a toggle replaces its row, a delete reloads it. */
  loaded: Pick<LoadedData<T[]>, 'setData' | 'reload'>;
  keyOf(row: T): K;
  /** The confirmation's title and question. */
  deleteTitle: string;
  deleteQuestion(row: T): string;
  remove(row: T): Promise<unknown>;
  /** Flips the row's active flag on the server; answers the row as stored. */
  toggle(row: T): Promise<T>;
  /** The alert's fallbacks when the server says nothing. */
  deleteFailed: string;
  updateFailed: string;
}

/**
 * A CMS list's row actions: a delete that asks first, an active toggle that replaces its row (one
 * at a time per row), and the alert a failed one shows above the list (the server's text, else
 * the fallback). The CMS item lists and the reminder rules share it.
 */
export function useRowActions<T, K>(options: RowActionsOptions<T, K>) {
  const { loaded, keyOf } = options;
  const [alert, setAlert] = useState<string | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<K>>(new Set());
  // the hook form, so the confirmation carries the portal's theme from the tree
  const [modal, modalHolder] = Modal.useModal();

  function confirmDelete(row: T) {
    void modal.confirm({
      title: options.deleteTitle,
      content: options.deleteQuestion(row),
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        setAlert(null);
        try {
          await options.remove(row);
          loaded.reload();
        } catch (failure) {
          setAlert(errorText(failure, options.deleteFailed));
        }
      },
    });
  }

  async function toggleActive(row: T) {
    const key = keyOf(row);
    if (toggling.has(key)) return;
    setToggling((keys) => new Set(keys).add(key));
    setAlert(null);
    try {
      const updated = await options.toggle(row);
      loaded.setData((rows) => rows?.map((r) => (keyOf(r) === key ? updated : r)));
    } catch (failure) {
      setAlert(errorText(failure, options.updateFailed));
    } finally {
      setToggling((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
    }
  }

  return {
    alert,
    dismissAlert: () => setAlert(null),
    confirmDelete,
    toggleActive,
    isToggling: (key: K) => toggling.has(key),
    modalHolder,
  };
}
