// Orders to instruments. When a request reaches the lab (in progress) each active instrument that
// serves it and maps some of its markers gets an order for those markers; when it is cancelled,
// each instrument its order went to gets a cancel. The messages are written to the outbox in the
// transaction that moves the request, so a move and its messages stand or fall together; the
// outbox worker delivers them.
import type { OrderMessageType } from '@lab/shared';
import type { Db } from '../../platform/db/client';
import { orderMessage } from './order-message';
import * as queries from './order-queries';

/** The control id of outgoing message `id`: unique for ever, and the instrument echoes it in its ACK. */
export const controlIdOf = (id: number) => `LP${String(id).padStart(10, '0')}`;

async function queue(tx: Db, requestId: number, action: 'NW' | 'CA', instruments: queries.OrderingInstrument[]): Promise<void> {
  if (!instruments.length) return;
  const facts = await queries.selectOrderFacts(tx, requestId);
  if (!facts) return;
  for (const instrument of instruments) {
    const id = await queries.nextMessageId(tx);
    const controlId = controlIdOf(id);
    const messageType: OrderMessageType = instrument.order_message;
    const raw = orderMessage(
      {
        controlId,
        instrument: instrument.name,
        messageType,
        action,
        requestId,
        barcode: facts.barcode_number,
        priority: facts.priority,
        requestedAt: new Date(facts.requested_at),
        sampleType: facts.sample_type ? { name: facts.sample_type, snomed: facts.snomed_code } : null,
        patient: { mrn: facts.mrn, firstName: facts.first_name, lastName: facts.last_name, dateOfBirth: facts.date_of_birth, gender: facts.gender },
        tests: instrument.tests,
      },
      new Date(),
    );
    const searchText = [action.toLowerCase(), controlId, messageType, instrument.name, `req-${String(requestId).padStart(6, '0')}`, facts.barcode_number].filter(Boolean).join(' ').toLowerCase();
    await queries.insertOutgoing(tx, { id, instrumentId: instrument.id, institutionId: instrument.institution_id, testRequestId: requestId, messageType, controlId, raw, searchText });
  }
}

/** Inside the transaction that moves request `requestId` to `to`: the orders or cancels it causes. */
export async function queueOrdersForMove(tx: Db, requestId: number, to: string): Promise<void> {
  if (to === 'in_progress') await queue(tx, requestId, 'NW', await queries.selectOrderingInstruments(tx, requestId));
  else if (to === 'cancelled') await queue(tx, requestId, 'CA', await queries.selectOrderingInstruments(tx, requestId, true));
}
