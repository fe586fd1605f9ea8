/**
 * Answers worth sharing between callers of one API process for a moment: a read that many open
 * pages repeat is run once per `forMs` and its promise handed to each (a failed read is not kept).
 * `clear` drops them all, for a write that makes them stale.
 */
export class SharedAnswers {
  private readonly answers = new Map<string, { at: number; answer: Promise<unknown> }>();

  constructor(private readonly forMs: number) {}

  get<T>(key: string, read: () => Promise<T>, forMs = this.forMs): Promise<T> {
    const cached = this.answers.get(key);
    if (cached && Date.now() - cached.at < forMs) return cached.answer as Promise<T>;
    const answer = read();
    this.answers.set(key, { at: Date.now(), answer });
    answer.catch(() => this.answers.delete(key));
    return answer;
  }

  clear(): void {
    this.answers.clear();
  }
}

/** One set of shared answers per dependency object (per app: tests build several apps in one process). */
export function sharedAnswersOf<K extends object>(table: WeakMap<K, SharedAnswers>, owner: K, forMs: number): SharedAnswers {
  let answers = table.get(owner);
  if (!answers) table.set(owner, (answers = new SharedAnswers(forMs)));
  return answers;
}
