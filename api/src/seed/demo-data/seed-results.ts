import * as t from '../../platform/db/schema';
import type { InstitutionKey } from '../demo-accounts';
import { earliest, insertChunked, later, syncSequence, type DemoContext } from './context';
import type { DemoRequest } from './seed-test-requests';
import { resultText } from './test-content';

const ENTERED_BY: Record<InstitutionKey, string> = { A: 'labuser@demo.lab', B: 'instadmin.b@demo.lab', C: 'superadmin@demo.lab' };
const REVIEWED_BY: Record<InstitutionKey, string> = { A: 'instadmin@demo.lab', B: 'instadmin.b@demo.lab', C: 'superadmin@demo.lab' };

type ResultStatus = (typeof t.RESULT_STATUSES)[number];

/** Results in every status for completed and in-progress requests, amendments as second versions. */
export async function seedResults(ctx: DemoContext, requests: DemoRequest[]): Promise<void> {
  const { rng } = ctx;
  const results: (typeof t.testResults.$inferInsert)[] = [];
  const versions: (typeof t.testResultVersions.$inferInsert)[] = [];
  let id = 0;
  for (const request of requests) {
    let status: ResultStatus | null = null;
    if (request.status === 'completed') status = rng.weighted<ResultStatus>([['final', 80], ['amended', 12], ['reviewed', 8]]);
    else if (request.status === 'in_progress' && rng.chance(0.5)) status = rng.weighted<ResultStatus>([['draft', 60], ['reviewed', 40]]);
    if (!status) continue;
    id += 1;
    const enteredAt = earliest(ctx.anchor, later(request.requestedAt, rng.int(1, 5), rng.int(0, 480)));
    const enteredBy = ctx.userIds.get(ENTERED_BY[request.institution])!;
    const reviewed = status !== 'draft';
    const reviewedAt = reviewed ? earliest(ctx.anchor, later(enteredAt, 0, rng.int(30, 1440))) : null;
    const { text, values, abnormal } = resultText(rng, request.content.markers);
    const interpretation = abnormal.length ? `${abnormal.join('; ')}. Clinical correlation advised.` : 'All results within reference ranges.';
    const external = rng.chance(0.3);
    results.push({
      id,
      testRequestId: request.id,
      status,
      currentVersion: status === 'amended' ? 2 : 1,
      enteredBy,
      enteredAt,
      reviewedBy: reviewed ? ctx.userIds.get(REVIEWED_BY[request.institution])! : null,
      reviewedAt,
      externalApiStatus: external ? (status === 'draft' ? 'sample_received' : 'complete') : null,
      externalLabId: external ? `EXT-${rng.digits(7)}` : null,
      apiOrderSubmittedAt: external ? request.requestedAt : null,
      apiResultsReceivedAt: external && status !== 'draft' ? enteredAt : null,
      hasExternalResults: external && status !== 'draft',
      updatedAt: reviewedAt ?? enteredAt,
    });
    const firstStatus = status === 'amended' ? 'final' : status;
    versions.push({ resultId: id, version: 1, status: firstStatus, resultData: text, resultValues: values, interpretation, authorId: enteredBy, createdAt: enteredAt });
    if (status === 'amended') {
      versions.push({
        resultId: id,
        version: 2,
        status: 'amended',
        resultData: text,
        resultValues: values,
        interpretation: `${interpretation} Amended: units corrected after instrument recalibration.`,
        authorId: ctx.userIds.get(REVIEWED_BY[request.institution])!,
        reason: 'Instrument recalibration: interpretation corrected',
        createdAt: earliest(ctx.anchor, later(reviewedAt!, 1)),
      });
    }
  }
  await insertChunked(results, (chunk) => ctx.db.insert(t.testResults).values(chunk));
  await insertChunked(versions, (chunk) => ctx.db.insert(t.testResultVersions).values(chunk));
  await syncSequence(ctx.db, 'test_results');
}
