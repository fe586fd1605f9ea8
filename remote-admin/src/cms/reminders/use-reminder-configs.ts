import { REMINDER_MESSAGES, type ReminderConfig } from '@lab/shared';
import { useLoadedData } from '@lab/shared/react';
import { deleteReminderConfig, fetchReminderConfigs, updateReminderConfig } from './reminders-api';
import { wholeRule } from './reminder-form';
import { useRowActions } from '../list/use-row-actions';

/**
 * The reminder rules: their load (a failure is shown, with Retry), the
 * Activate/Deactivate button (the whole rule, is_active flipped), the delete that asks first,
 * and the alert a failed toggle or delete shows (the server's text, else the fallback).
 */
export function useReminderConfigs() {
  const loaded = useLoadedData(fetchReminderConfigs, []);
  const actions = useRowActions({
    loaded,
    keyOf: (rule: ReminderConfig) => rule.reminder_type,
    deleteTitle: 'Delete reminder configuration?',
    deleteQuestion: (rule) => REMINDER_MESSAGES.deleteConfirm(rule.reminder_type),
    remove: (rule) => deleteReminderConfig(rule.reminder_type),
    // the whole rule, is_active flipped
    toggle: (rule) => updateReminderConfig(rule.reminder_type, { ...wholeRule(rule), is_active: !rule.is_active }),
    deleteFailed: REMINDER_MESSAGES.deleteFailed,
    updateFailed: REMINDER_MESSAGES.updateFailed,
  });

  return {
    rules: loaded.data ?? [],
    /** The first answer has come (later loads keep the cards in place). */
    loaded: loaded.data !== undefined,
    loading: loaded.loading,
    loadError: loaded.error,
    reload: loaded.reload,
    ...actions,
  };
}

export type ReminderConfigList = ReturnType<typeof useReminderConfigs>;
