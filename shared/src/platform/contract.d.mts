/** [major, minor, patch] of a contract version, or null when it is not MAJOR.MINOR.PATCH. */
export function parseContract(version: unknown): [number, number, number] | null;
/** Whether a host providing `provided` runs a remote built against `needed` (^needed). */
export function contractSatisfied(needed: string, provided: string): boolean;
