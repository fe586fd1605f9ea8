// For the Instruments tests only: instruments and list answers as the API gives them.
import { INSTRUMENTS_PAGE_SIZE, type Instrument } from '@lab/shared';

export function sampleInstrument(id: number, name: string, overrides: Partial<Instrument> = {}): Instrument {
  return {
    id,
    name,
    model: 'Cobas 6000',
    institution_id: 1,
    institution_name: "St Mary's General Hospital",
    lab_id: 3,
    lab_name: 'Central Pathology Laboratory',
    active: true,
    order_host: '10.0.0.20',
    order_port: 2576,
    order_message: 'OML^O21',
    allowed_addresses: ['10.0.0.20'],
    codes: [
      { code: 'GLU', marker_id: 11, marker_name: 'Glucose' },
      { code: 'CHOL', marker_id: 12, marker_name: 'Total Cholesterol' },
    ],
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

/** A page of the instruments list. */
export const instrumentPage = (data: Instrument[], total = data.length, page = 1) =>
  [200, { data, pagination: { page, limit: INSTRUMENTS_PAGE_SIZE, total, pages: Math.ceil(total / INSTRUMENTS_PAGE_SIZE) } }] as [number, unknown];
