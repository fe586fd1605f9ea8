/** '—' for a value that is not there. */
export const dash = (value: string | null | undefined) => value || '—';
/** 'Emily Watson', or '—' without a first name. */
export const person = (first: string | null, last: string | null) => (first ? `${first} ${last ?? ''}`.trim() : '—');
