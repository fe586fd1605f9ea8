// bench:hl7's verdicts and the table it prints.
import type { Tally } from './hl7-tally';
import type { StatementCost } from './pg-statements';
import { HL7_TARGETS } from './targets';

export interface ThroughputFigures {
  seconds: number;
  messages: number;
  messagesPerSecond: number;
  ackMs: { p50: number; p95: number; p99: number; max: number };
  unansweredTries: number;
  /** CPU milliseconds per message in each process (null where it could not be read). */
  cpuMsPerMessage: { api: number | null; postgres: number | null; sender: number };
  tally: Tally;
  statements?: { totalMs: number; statements: StatementCost[] };
}

export interface KillFigures {
  messages: number;
  seconds: number;
  inFlightAtKill: number;
  answeredAtKill: number;
  downSeconds: number;
  resentTries: number;
  answeredAfterRetry: number;
  tally: Tally;
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

export function verdicts(throughput: ThroughputFigures, kill: Tally) {
  return {
    throughput: mark(throughput.messagesPerSecond >= HL7_TARGETS.messagesPerSecond && throughput.tally.lost === 0),
    ackP95: mark(throughput.ackMs.p95 < HL7_TARGETS.ackP95Ms),
    lost: mark(kill.lost <= HL7_TARGETS.lost && kill.ackedAA === kill.sent),
    // the log's count, the results' versions and the unique index all say "once"
    doubled: mark(kill.doubled <= HL7_TARGETS.doubled && kill.versionsAdded === kill.accepted && kill.acceptedTwiceAnywhere === 0),
  };
}

const ms = (n: number | null) => (n === null ? 'n/a' : `${n} ms`);

export function printReport(connections: number, t: ThroughputFigures, kill: KillFigures, verdict: ReturnType<typeof verdicts>): void {
  const k = kill.tally;
  const cpu = t.cpuMsPerMessage;
  const lines = [
    '| figure | measured | target | |',
    '|---|---:|---|---|',
    `| messages per second (${connections} connections, ${t.seconds} s) | ${t.messagesPerSecond} | ≥ ${HL7_TARGETS.messagesPerSecond} | ${verdict.throughput} |`,
    `| ACK p50 / p95 / p99 / max | ${t.ackMs.p50} / ${t.ackMs.p95} / ${t.ackMs.p99} / ${t.ackMs.max} ms | p95 < ${HL7_TARGETS.ackP95Ms} ms | ${verdict.ackP95} |`,
    `| CPU per message: API / PostgreSQL / sender | ${ms(cpu.api)} / ${ms(cpu.postgres)} / ${ms(cpu.sender)} | | |`,
    `| crash: sent / answered AA / accepted | ${k.sent} / ${k.ackedAA} / ${k.accepted} | all | |`,
    `| crash: lost (sent, never accepted) | ${k.lost} | ${HL7_TARGETS.lost} | ${verdict.lost} |`,
    `| crash: doubled (accepted twice) | ${k.doubled} (${k.versionsAdded} versions added for ${k.accepted} accepted) | ${HL7_TARGETS.doubled} | ${verdict.doubled} |`,
    `| crash: waiting at the kill / repeats answered as duplicates / API down | ${kill.inFlightAtKill} / ${k.repeats} / ${kill.downSeconds} s | | |`,
  ];
  console.log(`\n${lines.join('\n')}`);
  if (t.statements) {
    console.log(`\nStatements of the throughput phase by total time (all top-level: ${t.statements.totalMs} ms, ${t.messages} messages):`);
    for (const s of t.statements.statements) console.log(`${String(s.totalMs).padStart(9)} ms ${String(s.calls).padStart(7)} calls ${String(s.meanMs).padStart(7)} ms  ${s.query}`);
  }
}
