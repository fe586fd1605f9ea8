// What a searched page's executed plan (EXPLAIN (ANALYZE, FORMAT JSON)) must look like, whatever
// sample ANALYZE drew: words walk the newest rows through the list's own index, an identifier
// reads its prefix index; no table read whole, no sort of more rows than the walks or ranges give
// (a sort of every match of a common term is the plan that flips with the statistics).
import { LIST_COUNT_CAP } from '@lab/shared';
import { COUNT_WALK, SEARCH_WALK } from '../platform/db/search';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'CTE Name'?: string;
  'Parent Relationship'?: string;
  'Rows Removed by Filter'?: number;
  'Index Cond'?: string;
  Filter?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/**
 * The most rows an identifier's range may read: the count's cap, twice over (a results range reads
 * the requests in identifier order, some without a result), and room for rows filtered out.
 */
export const RANGE_READ_BOUND = 4 * (LIST_COUNT_CAP + 1);

/**
 * How many rows a walk's index scan may throw away for each it keeps: the largest institution's
 * walk may read the list's global newest-first index (its rows are one in eight of the list's),
 * a smaller one's must read its own.
 */
export const WALK_FILTER_BOUND = 10;

/** Tables too large to be read whole by a search. */
export const LARGE_TABLES = ['patients', 'patient_institutions', 'test_requests', 'test_results', 'fulfillment_requests', 'notification_logs', 'interface_messages'];

function* nodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodes(child);
}

const ran = (node: PlanNode) => (node['Actual Loops'] ?? 0) > 0;
const rowsOut = (node: PlanNode) => (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 0);

export interface Expected {
  /** A word search walks one of these newest-first indexes; an identifier reads a *_prefix_idx range. */
  kind: 'words' | 'identifier';
  walkIndexes: string[];
  /** The matches the page needs (its offset and its rows): a walk may stop there. */
  pageEnd: number;
  /** The most rows a sort may take: the longest walks merged (one per institution), or the identifier ranges merged. */
  sortBound: number;
}

/** What is wrong with the plan (empty: nothing). */
export function planProblems(root: PlanNode, expected: Expected): string[] {
  const problems: string[] = [];
  for (const node of nodes(root)) {
    if (!ran(node)) continue;
    if (node['Node Type'] === 'Seq Scan' && LARGE_TABLES.includes(node['Relation Name'] ?? '')) {
      // a count of a common term up to the cap may be read in any order (the planner stops a Seq
      // Scan at the cap, as it expects from its estimate): a few times a walk; more is the table
      const read = ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 0);
      if (read > 5 * COUNT_WALK) problems.push(`reads ${read} rows of ${node['Relation Name']} in a Seq Scan`);
    }
    if (node['Node Type'] === 'Sort') {
      // its input, not the CTEs and InitPlans EXPLAIN hangs under it
      const input = (node.Plans ?? []).filter((child) => child['Parent Relationship'] === 'Outer').reduce((sum, child) => sum + rowsOut(child), 0);
      if (input > expected.sortBound) problems.push(`sorts ${input} rows (more than ${expected.sortBound})`);
    }
  }
  if (expected.kind === 'identifier') {
    const used = [...nodes(root)].filter((node) => ran(node) && node['Index Name']?.endsWith('_prefix_idx'));
    if (!used.length) problems.push('reads no identifier prefix index');
    // a range is cut at the page or the count's cap: read much further, the rows it is after were
    // kept by a condition checked elsewhere (an institution's few among everyone's)
    for (const node of used) {
      const read = ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 0);
      if (read > RANGE_READ_BOUND) problems.push(`reads ${read} rows of ${node['Index Name']}, more than ${RANGE_READ_BOUND}`);
    }
    return problems;
  }
  const walk = findCte(root, 'walked');
  if (!walk) problems.push('has no walk of the newest rows');
  // a list shorter than the walk is read whole, by whichever index, and sorted (within the bound);
  // a walk that stopped at the page's matches read its index in order as far as they go (its
  // Limits: the page's, and the walk's rows, which says how far it read)
  else if (Math.max(...[...nodes(walk)].filter((node) => node['Node Type'] === 'Limit').map(rowsOut), 0) >= SEARCH_WALK || rowsOut(walk) >= expected.pageEnd) {
    const used = [...nodes(walk)].filter((node) => node['Index Name']).map((node) => node['Index Name']!);
    // or the planner read a small institution whole through another index and sorted it (within the bound, checked above)
    const sorted = [...nodes(walk)].some((node) => node['Node Type'] === 'Sort');
    if (!sorted && !used.some((index) => expected.walkIndexes.includes(index))) problems.push(`walks ${used.join(', ') || 'no index'}, not ${expected.walkIndexes.join(' or ')}`);
  }
  // a walk reads its scope's newest rows: an index scan that throws away many more rows than it
  // keeps is reading everyone's newest for an institution's (a small one's: forty for each); one
  // that stopped at a page's matches having thrown away fewer than a walk's length is cheap
  // whichever index it read (the largest institution's, one row in nine, by the global index)
  for (const cte of [walk, findCte(root, 'further')]) {
    for (const node of cte ? nodes(cte) : []) {
      const removed = (node['Rows Removed by Filter'] ?? 0) * (node['Actual Loops'] ?? 0);
      if (ran(node) && node['Index Name'] && removed > Math.max(WALK_FILTER_BOUND * rowsOut(node), SEARCH_WALK)) {
        problems.push(`walks ${node['Index Name']} and filters out ${removed} rows for ${rowsOut(node)}`);
      }
    }
  }
  return problems;
}

/**
 * What is wrong with the sub-plans a plan checks rows against (empty: nothing): a filter's ids are
 * a set built once and hashed (`hashed SubPlan`); checked as a plain sub-plan, the set is read
 * again for each row it is asked about.
 */
export function subPlanProblems(root: PlanNode): string[] {
  return [...nodes(root)]
    .filter((node) => ran(node) && /(?<!hashed )SubPlan \d+/.test(node.Filter ?? ''))
    .map((node) => `checks a sub-plan row by row (${node['Node Type']} of ${node['Index Name'] ?? node['Relation Name'] ?? 'a subquery'}: ${node.Filter})`);
}

/** The subtree that computes the CTE `name` (its InitPlan / CTE node). */
function findCte(root: PlanNode, name: string): PlanNode | null {
  for (const node of nodes(root)) {
    const named = node as PlanNode & { 'Subplan Name'?: string };
    if (named['Subplan Name'] === `CTE ${name}`) return node;
  }
  return null;
}

/**
 * What is wrong with the plan of a next page read after a key (empty: nothing): the key (a row
 * comparison, `ROW(sort time, id) < ROW(…)`) is an index scan's own condition, so the scan starts
 * at the key; evaluated as a filter instead, the rows before the key are read and thrown away, as
 * by an offset. (The rest of the statement, its total and tiles, is the same as page 1's.)
 */
export function keyedPlanProblems(root: PlanNode): string[] {
  const ranNodes = [...nodes(root)].filter(ran);
  const problems = ranNodes
    .filter((node) => node.Filter?.includes('ROW('))
    .map((node) => `filters by the key (${node['Node Type']} of ${node['Index Name'] ?? node['Relation Name'] ?? 'a subquery'})`);
  if (!ranNodes.some((node) => node['Index Cond']?.includes('ROW('))) problems.push('reads no index from the key');
  return problems;
}
