import type { CmsItemBase, CmsRestrictedListQuery } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { useLoadedData } from '@lab/shared/react';
import { Modal } from 'antd';
import { useState } from 'react';
import { deleteCmsItem, fetchCmsItems, updateCmsItem, type CmsListPath } from '../cms-api';

/** A CMS list's texts: its item's name and the fallbacks of its failures (spec 3 section 8). */
export interface CmsListTexts {
  /** 'marker', 'collection device' */
  item: string;
  /** Logged only (spec 3 section 8: list fetches are not shown). */
  fetchFailed: string;
  deleteFailed: string;
  updateFailed: string;
}

/**
 * A CMS list: its items (empty after a failed load, which is only logged), a delete that asks
 * first, the status badge's toggle (only `{ active }`), and the alert a failed delete or toggle
 * shows above the table (the server's text, else the fallback).
 */
export function useCmsList<P extends CmsListPath>(path: P, texts: CmsListTexts, query: CmsRestrictedListQuery = {}) {
  const loaded = useLoadedData(
    () =>
      fetchCmsItems(path, query).catch((failure: unknown) => {
        console.error(errorText(failure, texts.fetchFailed), failure);
        throw failure;
      }),
    [path, query.institution_id],
  );
  const [alert, setAlert] = useState<string | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  // the hook form, so the confirmation carries the portal's theme from the tree
  const [modal, modalHolder] = Modal.useModal();

  function confirmDelete(item: CmsItemBase) {
    void modal.confirm({
      title: `Delete ${texts.item}?`,
      content: `Are you sure you want to delete "${item.name}"? This action cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        setAlert(null);
        try {
          await deleteCmsItem(path, item.id);
          loaded.reload();
        } catch (failure) {
          setAlert(errorText(failure, texts.deleteFailed));
        }
      },
    });
  }

  async function toggleActive(item: CmsItemBase) {
    if (toggling.has(item.id)) return;
    setToggling((ids) => new Set(ids).add(item.id));
    setAlert(null);
    try {
      const updated = await updateCmsItem(path, item.id, { active: !item.active });
      loaded.setData((items) => items?.map((i) => (i.id === item.id ? updated : i)));
    } catch (failure) {
      setAlert(errorText(failure, texts.updateFailed));
    } finally {
      setToggling((ids) => {
        const next = new Set(ids);
        next.delete(item.id);
        return next;
      });
    }
  }

  return {
    items: loaded.error ? [] : (loaded.data ?? []),
    loading: loaded.loading,
    reload: loaded.reload,
    alert,
    dismissAlert: () => setAlert(null),
    confirmDelete,
    toggleActive,
    isToggling: (id: number) => toggling.has(id),
    modalHolder,
  };
}

export type CmsList = ReturnType<typeof useCmsList>;
