import { INSTRUMENTS_PAGE_SIZE, INTERFACE_SCREEN_TEXTS as TEXTS, type Instrument } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { useLoadedData, useUrlQuery } from '@lab/shared/react';
import { Modal } from 'antd';
import { useState } from 'react';
import { fetchInstruments, updateInstrument } from './instruments-api';

/**
 * The Instruments tab's list: the page and search of the address (?tab=instruments&search=&page=),
 * and the Active toggle, asked first because an inactive instrument's results are refused and its
 * orders held back. A failed toggle shows the server's text above the table.
 */
export function useInstrumentList() {
  const { params, page, setPage } = useUrlQuery();
  const search = (params.get('search') ?? '').trim();
  const loaded = useLoadedData(() => fetchInstruments({ page, limit: INSTRUMENTS_PAGE_SIZE, search: search || undefined }), [page, search]);
  const [alert, setAlert] = useState<string | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);
  // the hook form, so the confirmation carries the portal's theme from the tree
  const [modal, modalHolder] = Modal.useModal();

  async function toggle(instrument: Instrument) {
    setAlert(null);
    setToggling(instrument.id);
    try {
      const updated = await updateInstrument(instrument.id, { active: !instrument.active });
      loaded.setData((answer) => answer && { ...answer, data: answer.data.map((i) => (i.id === updated.id ? updated : i)) });
    } catch (failure) {
      setAlert(errorText(failure, TEXTS.updateFailed));
    } finally {
      setToggling(null);
    }
  }

  function confirmToggle(instrument: Instrument) {
    void modal.confirm({
      title: instrument.active ? TEXTS.deactivateTitle(instrument.name) : TEXTS.activateTitle(instrument.name),
      content: instrument.active ? TEXTS.deactivateQuestion : TEXTS.activateQuestion,
      okText: instrument.active ? 'Deactivate' : 'Activate',
      okButtonProps: { danger: instrument.active },
      cancelText: 'Cancel',
      onOk: () => toggle(instrument),
    });
  }

  const shown = loaded.error ? undefined : loaded.data;
  return {
    instruments: shown?.data ?? [],
    pagination: shown?.pagination,
    loading: loaded.loading,
    loadError: loaded.error ? errorText(loaded.error, TEXTS.instrumentsFailed) : null,
    reload: loaded.reload,
    setPage,
    confirmToggle,
    isToggling: (id: number) => toggling === id,
    alert,
    dismissAlert: () => setAlert(null),
    modalHolder,
  };
}
