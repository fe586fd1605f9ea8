import { useLoadedData } from '@lab/shared/react';
import { fetchInstrumentChoices } from './interfaces-api';

/**
 * The instruments the viewer may see, for the message filter and the worklist picker. A failure is
 * logged and leaves the list empty: the messages still list, and the worklist asks for a choice.
 */
export function useInstrumentChoices() {
  const loaded = useLoadedData(
    () =>
      fetchInstrumentChoices().catch((failure: unknown) => {
        console.error('Failed to fetch instruments', failure);
        return [];
      }),
    [],
  );
  return { instruments: loaded.data ?? [], loading: loaded.loading };
}
