// Typing into each list's search box, letter by letter: a surname ('s' ... 'smith'), an MRN, a
// barcode, a patient's phone number and full name from the data (a few of their prefixes), and
// under a rare and a common filter of the list a surname's first letters, each term loaded by one
// user and by 10 connections (bench-api.ts records them as 'typing-1' and 'typing-10' against
// TYPING_TARGETS).
import type { CpuClock } from './cpu-time';
import { cpuText, measure, type Measure } from './measure';

const seconds = Number(process.env.BENCH_TYPING_SECONDS ?? 2);

/** The search boxes, by the path of their list. */
const LISTS: [name: string, path: string][] = [
  ['patients', '/api/patients'],
  ['test requests', '/api/tests/requests'],
  ['results', '/api/results'],
  ['fulfillment', '/api/fulfillment'],
  ['notification logs', '/api/cms/notification-logs'],
  ['interface messages', '/api/interfaces/messages'],
  ['users', '/api/users'],
];

/**
 * The filters a search is also typed under, by the path of their list: a rare one (a walk may read
 * all of it) and a common one. Each is typed a common letter and a surname's first three letters.
 */
const FILTERS: Record<string, string[]> = {
  '/api/tests/requests': ['status=pending', 'priority=stat'],
  '/api/results': ['critical=unacknowledged', 'status=draft'],
  '/api/fulfillment': ['status=pending', 'priority=stat'],
  '/api/cms/notification-logs': ['delivery_status=pending', 'message_type=custom'],
  '/api/interfaces/messages': ['status=error', 'status=delivered'],
};
const FILTERED_TERMS = ['s', 'smi'];

/** The prefixes a person types: every letter of a short word, a few steps of a long identifier. */
export function typed(text: string): string[] {
  if (text.length <= 5) return [...text].map((_, i) => text.slice(0, i + 1));
  const steps = [1, 3, Math.ceil(text.length / 2), text.length - 2, text.length];
  return [...new Set(steps)].map((n) => text.slice(0, n));
}

export async function benchTyping(base: string, callers: Record<string, Record<string, string>>, record: (m: Measure & { kind: string }) => void, only?: string, clock?: CpuClock) {
  const first = async <T>(path: string, key: string, headers: Record<string, string>): Promise<T> =>
    ((await (await fetch(`${base}${path}`, { headers })).json()) as Record<string, T[]>)[key][0];
  const someone = Object.values(callers)[0];
  const patient = await first<{ first_name: string; last_name: string; medical_record_number: string; phone: string | null }>('/api/patients?page=250', 'patients', someone);
  const mrn = patient.medical_record_number;
  const barcode = (await first<{ barcode_number: string }>('/api/tests/requests?page=250', 'requests', someone)).barcode_number;
  // a phone number's first steps ('+', '+44') are the widest identifier ranges there are
  // and a full name once the surname is begun: two words whose rows together are few among
  // millions (a rare term of several words: every match read from an index, and sorted)
  const fullName = typed(`${patient.first_name} ${patient.last_name}`.toLowerCase()).filter((term) => term.trim().includes(' '));
  const terms = [...typed('smith'), ...typed(mrn), ...typed(barcode), ...(patient.phone ? typed(patient.phone) : []), ...fullName];
  for (const [role, headers] of Object.entries(callers)) {
    for (const [list, path] of LISTS) {
      if ((await fetch(`${base}${path}?search=s`, { headers })).status !== 200) continue; // not this role's list
      const typings = [
        ...terms.map((term) => ({ label: list, query: `search=${encodeURIComponent(term)}`, term })),
        ...(FILTERS[path] ?? []).flatMap((filter) => FILTERED_TERMS.map((term) => ({ label: `${list} (${filter})`, query: `${filter}&search=${term}`, term }))),
      ];
      for (const { label, query, term } of typings) {
        const url = `${base}${path}?${query}`;
        for (const [kind, connections] of [['typing-1', 1], ['typing-10', 10]] as const) {
          const name = `${role}: typing in ${label}, '${term}', ${connections === 1 ? 'one user' : '10 connections'}`;
          if (only && !name.includes(only)) continue;
          const m = await measure(name, url, headers, connections, seconds, clock);
          record({ ...m, kind });
          const cpu = m.cpu ? `  ${cpuText(m)}` : '';
          console.log(`${name.padEnd(72)} ${String(m.rps).padStart(6)} req/s  p50 ${String(m.p50).padStart(6)} ms  p95 ${String(m.p95).padStart(6)} ms${m.errors ? `  errors ${m.errors}` : ''}${cpu}`);
        }
      }
    }
  }
}
