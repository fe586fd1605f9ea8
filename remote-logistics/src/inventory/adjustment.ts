/** The amount typed in an adjust prompt, when it is a nonzero whole number (negative removes stock); null otherwise. */
export function parseAdjustment(text: string): number | null {
  if (!/^[+-]?\d+$/.test(text.trim())) return null;
  const amount = Number(text.trim());
  return Number.isSafeInteger(amount) && amount !== 0 ? amount : null;
}
