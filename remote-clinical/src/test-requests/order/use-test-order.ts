import { type CollectionDeviceOption, devicesCapacity, devicesForSampleType, isClinician, type MarkerOption, markersVolume, roundVolume, type SessionUser, TEST_REQUEST_MESSAGES } from '@lab/shared';
import { useState } from 'react';
import { markerOverCapacity, maxDeviceCapacity, panelOverCapacity } from './capacity';
import { autoSelectDevice, deviceTooSmall } from './device-selection';
import { fetchPanel } from './order-api';
import { draftMarkers, emptyDraft, isPristine, testProblems, type OrderHead, type QueuedTest, type TestDraft, type TestLabels } from './order-draft';
import { useClinicians, useFormFields, useLabs } from './use-order-lookups';
import { useOrderQueue } from './use-order-queue';
import { useQueueActions } from './use-queue-actions';

/** The key of the one test of an edited request in the checkout. */
export const EDITED_TEST = 'edited';

export interface TooSmallDevice {
  device: CollectionDeviceOption;
  volume: number;
}

/** The order form's state: step, order, the drafted test, the queue, and the capacity and device rules. */
export function useTestOrder({ user, editing, locked = false, initialHead, initialDraft }: { user: SessionUser; editing: boolean; locked?: boolean; initialHead: OrderHead; initialDraft: TestDraft }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [head, setHead] = useState(initialHead);
  const [draft, setDraft] = useState(initialDraft);
  const queue = useOrderQueue();
  const [queueProblem, setQueueProblem] = useState<ReturnType<typeof queue.refusal>>(null);
  const [checked, setChecked] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [tooSmall, setTooSmall] = useState<TooSmallDevice | null>(null);

  const fields = useFormFields(head.institutionId);
  const labs = useLabs(head.institutionId, draft.sampleTypeId);
  const clinicians = useClinicians(head.institutionId, !isClinician(user));
  const { markers: allMarkers, collection_devices: allDevices } = fields.data;

  const markers = draftMarkers(draft, allMarkers);
  const volume = draft.panel ? roundVolume(draft.panel.total_volume) : markersVolume(markers);
  // only devices whose tubes suit the sample type are offered, chosen automatically and measured against
  const devices = devicesForSampleType(allDevices, allMarkers, draft.sampleTypeId);
  const maxCapacity = maxDeviceCapacity(devices);
  const chosenDevices = allDevices.filter((d) => draft.deviceIds.includes(d.id));
  const capacity = chosenDevices.length ? devicesCapacity(chosenDevices.map((d) => ({ max_capacity: d.max_capacity, quantity: 1 }))) : maxCapacity;
  const problems = { ...(checked ? testProblems(head, draft, user) : {}), ...(queueProblem?.field === 'barcode' ? { barcode: queueProblem.message } : {}) };

  const update = (patch: Partial<TestDraft>) => {
    if ('barcode' in patch) setQueueProblem(null); // a repeated barcode is flagged until it is changed
    setDraft((d) => ({ ...d, ...patch }));
  };
  /** The auto-selected device for these markers (none without markers, or when none fits). */
  const autoDevices = (chosen: MarkerOption[], total: number) => {
    const best = chosen.length ? autoSelectDevice(devices, chosen, total) : null;
    return best ? [best.id] : [];
  };
  const clearTest = { sampleTypeId: null, labId: null, panel: null, markerIds: [], deviceIds: [] };

  function chooseInstitution(institutionId: number | null) {
    setHead({ institutionId, patient: null, clinicianId: isClinician(user) ? user.id : null });
    update(clearTest);
    setNotice(null);
  }

  function chooseSampleType(sampleTypeId: number | null) {
    update({ ...clearTest, sampleTypeId });
    setNotice(null);
  }

  function toggleMarker(marker: MarkerOption, on: boolean) {
    const blocked = on ? markerOverCapacity(marker, markers, maxCapacity) : null;
    setNotice(blocked);
    if (blocked) return;
    const markerIds = on ? [...draft.markerIds, marker.id] : draft.markerIds.filter((id) => id !== marker.id);
    const chosen = allMarkers.filter((m) => markerIds.includes(m.id));
    update({ markerIds, deviceIds: autoDevices(chosen, markersVolume(chosen)) });
  }

  async function choosePanel(panelId: number | null) {
    setNotice(null);
    if (panelId === null) return update({ panel: null, deviceIds: [] });
    const sampleTypeId = draft.sampleTypeId;
    const panel = await fetchPanel(panelId).catch(() => null);
    if (!panel) return setNotice(TEST_REQUEST_MESSAGES.panelLoadFailed);
    setNotice(panelOverCapacity(panel, maxCapacity));
    setDraft((d) => (d.sampleTypeId === sampleTypeId ? { ...d, panel, markerIds: [], deviceIds: autoDevices(panel.markers, panel.total_volume) } : d));
  }

  /** Takes the devices chosen; false (and the capacity dialog) when the one added is too small. */
  function chooseDevices(deviceIds: number[]): boolean {
    const added = allDevices.find((d) => deviceIds.includes(d.id) && !draft.deviceIds.includes(d.id));
    if (added && deviceTooSmall(added, volume)) {
      setTooSmall({ device: added, volume });
      return false;
    }
    update({ deviceIds });
    return true;
  }

  const labelsOf = (d: TestDraft): TestLabels => ({
    test: d.panel ? d.panel.name : draftMarkers(d, allMarkers).map((m) => m.name).join(', '),
    sampleType: fields.data.sample_types.find((s) => s.id === d.sampleTypeId)?.name ?? '',
    lab: labs.data.find((l) => l.lab_id === d.labId)?.lab_name ?? '',
    devices: allDevices.filter((x) => d.deviceIds.includes(x.id)).map((x) => x.name).join(', '),
  });

  /** Highlights what the drafted test lacks; true when it is complete. */
  function checkTest() {
    setChecked(true);
    return Object.keys(testProblems(head, draft, user)).length === 0;
  }

  /** A fresh draft (or a queued test's, to change it) with nothing flagged. */
  function loadDraft(next: TestDraft = emptyDraft()) {
    setDraft(next);
    setChecked(false);
    setNotice(null);
    setQueueProblem(null);
  }

  /** Queues the draft (or puts the queued test being changed back); false when the queue refuses it. */
  function queueTest(): boolean {
    const refusal = queue.refusal(draft);
    setQueueProblem(refusal);
    if (refusal) return false;
    queue.put(draft, labelsOf(draft));
    loadDraft();
    return true;
  }

  function addTest() {
    if (checkTest()) queueTest();
  }

  function confirm() {
    if (!editing && queue.editing === null && queue.tests.length > 0 && isPristine(draft)) return setStep(2);
    if (!checkTest()) return;
    if (!editing && !queueTest()) return;
    setStep(2);
  }

  const queueActions = useQueueActions(queue, draft, loadDraft);

  const setTest = (key: string, patch: Partial<TestDraft>) => (key === EDITED_TEST ? update(patch) : queue.change(key, patch));

  const tests: QueuedTest[] = editing ? [{ key: EDITED_TEST, draft, labels: labelsOf(draft) }] : queue.tests;

  return {
    /** Who and what the test is about are fixed (a reviewed or released result vouches for them). */
    locked,
    step,
    head,
    draft,
    tests,
    queued: queue.tests.length,
    /** The place (from 1) of the queued test being changed in the draft; null for a new test. */
    editingQueued: queue.editingNumber,
    problems,
    /** Why the order takes no more tests (it is full), shown beside the actions. */
    orderProblem: queueProblem?.field === 'order' ? queueProblem.message : null,
    notice,
    tooSmall,
    fields,
    labs,
    clinicians,
    markers,
    devices,
    volume,
    maxCapacity,
    capacity,
    setHead: (patch: Partial<OrderHead>) => setHead((h) => ({ ...h, ...patch })),
    update,
    chooseInstitution,
    chooseSampleType,
    toggleMarker,
    choosePanel,
    chooseDevices,
    closeTooSmall: () => setTooSmall(null),
    addTest,
    confirm,
    back: () => setStep(1),
    setTest,
    ...queueActions,
  };
}

export type TestOrder = ReturnType<typeof useTestOrder>;
