import type { ResultStatus, ResultValue } from '@lab/shared';
import * as t from '../../platform/db/schema';
import type { InstitutionKey } from '../demo-accounts';
import { earliest, insertChunked, later, syncSequence, type DemoContext } from './context';
import { SeededRandom } from './random';
import type { DemoRequest } from './seed-test-requests';
import { DEMO_EXTERNAL_LAB } from './reference-data';
import { markerValue, resultContent } from './test-content';

const ENTERED_BY: Record<InstitutionKey, string> = { A: 'labuser@demo.lab', B: 'instadmin.b@demo.lab', C: 'superadmin@demo.lab' };
const REVIEWED_BY: Record<InstitutionKey, string> = { A: 'instadmin@demo.lab', B: 'instadmin.b@demo.lab', C: 'superadmin@demo.lab' };
/** The results' own random source: what they draw does not move the data seeded after them. */
const RESULTS_SEED = 20261123;

/**
 * Results in every status for completed requests (some completed requests still await theirs) and
 * for half of the requests in progress. An amended result has its final version 1 and an amended
 * version 2 that corrects its first value, with a reason.
 */
export async function seedResults(ctx: DemoContext, requests: DemoRequest[]): Promise<void> {
  const rng = new SeededRandom(RESULTS_SEED);
  const results: (typeof t.testResults.$inferInsert)[] = [];
  const versions: (typeof t.testResultVersions.$inferInsert)[] = [];
  let id = 0;
  for (const request of requests) {
    let status: ResultStatus | null = null;
    if (request.status === 'completed') {
      status = rng.weighted<ResultStatus | null>([[null, 15], ['final', 50], ['amended', 12], ['reviewed', 12], ['draft', 11]]);
    } else if (request.status === 'in_progress' && rng.chance(0.5)) status = rng.weighted<ResultStatus>([['draft', 60], ['reviewed', 40]]);
    if (!status) continue;
    id += 1;
    const enteredAt = earliest(ctx.anchor, later(request.requestedAt, rng.int(1, 5), rng.int(0, 480)));
    const enteredBy = ctx.userIds.get(ENTERED_BY[request.institution])!;
    const reviewerId = ctx.userIds.get(REVIEWED_BY[request.institution])!;
    const reviewed = status !== 'draft';
    const reviewedAt = reviewed ? earliest(ctx.anchor, later(enteredAt, 0, rng.int(30, 1440))) : null;
    const markers = request.content.markers;
    const values = markers.map((m) => markerValue(rng, m));
    const patient = { gender: request.patient.gender, date_of_birth: request.patient.dateOfBirth };
    const collectedOn = request.expectedAt ?? request.requestedAt;
    const first = resultContent(markers, values, ctx.ref, patient, collectedOn);
    // an earlier exchange with another lab; the simulator's lab starts with no orders of the past
    const external = rng.chance(0.3) && request.content.lab !== DEMO_EXTERNAL_LAB.lab;
    const amendedAt = status === 'amended' ? earliest(ctx.anchor, later(reviewedAt!, 1)) : null;
    results.push({
      id,
      testRequestId: request.id,
      institutionId: ctx.institutionIds[request.institution],
      status,
      currentVersion: status === 'amended' ? 2 : 1,
      enteredBy,
      enteredAt,
      valuesBy: enteredBy,
      reviewedBy: reviewed ? reviewerId : null,
      reviewedAt,
      // the reviewer released it: a second person, as the institutions ask
      releasedBy: status === 'final' || status === 'amended' ? reviewerId : null,
      releasedAt: status === 'final' || status === 'amended' ? reviewedAt : null,
      externalApiStatus: external ? (status === 'draft' ? 'sample_received' : 'complete') : null,
      externalLabId: external ? `EXT-${rng.digits(7)}` : null,
      apiOrderSubmittedAt: external ? request.requestedAt : null,
      apiResultsReceivedAt: external && status !== 'draft' ? enteredAt : null,
      hasExternalResults: external && status !== 'draft',
      updatedAt: amendedAt ?? reviewedAt ?? enteredAt,
    });
    const version = (n: number, s: ResultStatus, content: { text: string; values: ResultValue[]; interpretation: string }, extra: Partial<typeof t.testResultVersions.$inferInsert>) => ({
      resultId: id,
      version: n,
      status: s,
      resultData: content.text,
      resultValues: content.values,
      interpretation: content.interpretation,
      ...extra,
    });
    versions.push(version(1, status === 'amended' ? 'final' : status, first, { authorId: enteredBy, createdAt: enteredAt }));
    if (status === 'amended') {
      // a transcription error in the first value: the amendment corrects it
      const corrected = [Math.round(values[0] * 1.5 * 100) / 100, ...values.slice(1)];
      const second = resultContent(markers, corrected, ctx.ref, patient, collectedOn);
      const reason = `Transcription error: ${markers[0].name} corrected from ${values[0]} to ${corrected[0]} ${markers[0].units}`;
      versions.push(version(2, 'amended', second, { authorId: reviewerId, reason, createdAt: amendedAt! }));
    }
  }
  await insertChunked(results, (chunk) => ctx.db.insert(t.testResults).values(chunk));
  await insertChunked(versions, (chunk) => ctx.db.insert(t.testResultVersions).values(chunk));
  await syncSequence(ctx.db, 'test_results');
}
