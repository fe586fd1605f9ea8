import type { CmsItemBase, CmsListPath, CmsRestrictedListQuery } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { useLoadedData } from '@lab/shared/react';
import { deleteCmsItem, fetchCmsItems, updateCmsItem } from '../cms-api';
import { useRowActions } from './use-row-actions';

/** A CMS list's texts: its item's name and the fallbacks of its failures. */
export interface CmsListTexts {
  /** 'marker', 'collection device' */
  item: string;
  /** Logged only (list fetches are not shown). */
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
  const actions = useRowActions({
    loaded,
    keyOf: (item: CmsItemBase) => item.id,
    deleteTitle: `Delete ${texts.item}?`,
    deleteQuestion: (item) => `Are you sure you want to delete "${item.name}"? This action cannot be undone.`,
    remove: (item) => deleteCmsItem(path, item.id),
    toggle: (item) => updateCmsItem(path, item.id, { active: !item.active }),
    deleteFailed: texts.deleteFailed,
    updateFailed: texts.updateFailed,
  });

  return {
    items: loaded.error ? [] : (loaded.data ?? []),
    loading: loaded.loading,
    reload: loaded.reload,
    ...actions,
  };
}

export type CmsList = ReturnType<typeof useCmsList>;
