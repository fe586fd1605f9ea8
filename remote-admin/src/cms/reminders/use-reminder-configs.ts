import { REMINDER_MESSAGES, type ReminderConfig } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { useLoadedData } from '@lab/shared/react';
import { Modal } from 'antd';
import { useState } from 'react';
import { deleteReminderConfig, fetchReminderConfigs, updateReminderConfig } from './reminders-api';
import { wholeRule } from './reminder-form';

/**
 * The reminder rules: their load (a failure is shown, with Retry: spec 3 section 8), the
 * Activate/Deactivate button (the whole rule, is_active flipped), the delete that asks first,
 * and the alert a failed toggle or delete shows (the server's text, else the fallback).
 */
export function useReminderConfigs() {
  const loaded = useLoadedData(fetchReminderConfigs, []);
  const [alert, setAlert] = useState<string | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());
  // the hook form, so the confirmation carries the portal's theme from the tree
  const [modal, modalHolder] = Modal.useModal();

  function confirmDelete(rule: ReminderConfig) {
    void modal.confirm({
      title: 'Delete reminder configuration?',
      content: REMINDER_MESSAGES.deleteConfirm(rule.reminder_type),
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        setAlert(null);
        try {
          await deleteReminderConfig(rule.reminder_type);
          loaded.reload();
        } catch (failure) {
          setAlert(errorText(failure, REMINDER_MESSAGES.deleteFailed));
        }
      },
    });
  }

  async function toggleActive(rule: ReminderConfig) {
    const type = rule.reminder_type;
    if (toggling.has(type)) return;
    setToggling((types) => new Set(types).add(type));
    setAlert(null);
    try {
      const updated = await updateReminderConfig(type, { ...wholeRule(rule), is_active: !rule.is_active });
      loaded.setData((rules) => rules?.map((r) => (r.reminder_type === type ? updated : r)));
    } catch (failure) {
      setAlert(errorText(failure, REMINDER_MESSAGES.updateFailed));
    } finally {
      setToggling((types) => {
        const next = new Set(types);
        next.delete(type);
        return next;
      });
    }
  }

  return {
    rules: loaded.data ?? [],
    /** The first answer has come (later loads keep the cards in place). */
    loaded: loaded.data !== undefined,
    loading: loaded.loading,
    loadError: loaded.error,
    reload: loaded.reload,
    alert,
    dismissAlert: () => setAlert(null),
    confirmDelete,
    toggleActive,
    isToggling: (type: string) => toggling.has(type),
    modalHolder,
  };
}

export type ReminderConfigList = ReturnType<typeof useReminderConfigs>;
