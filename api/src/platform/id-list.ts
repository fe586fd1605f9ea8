import { COMMON_MESSAGES, MAX_ID_LIST_LENGTH, MAX_INT } from '@lab/shared';
// The id lists the CMS forms send ("List fields may arrive as arrays, JSON
// strings or comma-separated lists, and are normalised"): read once, on the server, here.
import { badRequest } from './errors';

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_INT;
const DIGITS = /^\d{1,10}$/;

/** The items of the list as given, or null when it is not a list of any accepted form. */
function itemsOf(value: unknown): unknown[] | null {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  // a comma list: blanks between commas ('1,,2', a trailing comma) are ignored
  return text.split(',').map((piece) => piece.trim()).filter((piece) => piece !== '');
}

/** An item as an id: a positive integer, or its digits as text. */
function idOf(item: unknown): number | null {
  if (isId(item)) return item;
  if (typeof item === 'string' && DIGITS.test(item.trim())) {
    const id = Number(item.trim());
    return isId(id) ? id : null;
  }
  return null;
}

/**
 * An id list given as a number array ([1, 2]), a JSON array string ('[1,2]') or a comma list
 * ('1, 2'); null, absent or blank is empty. Answers the distinct ids, ascending. Anything else
 * (a word, a fraction, 0, an id beyond PostgreSQL's integer, a nested list) is a 400 naming `field`.
 */
export function readIdList(field: string, value: unknown): number[] {
  const items = itemsOf(value);
  const ids = items?.map(idOf);
  if (!ids || ids.some((id) => id === null)) {
    throw badRequest(COMMON_MESSAGES.notIdList(field));
  }
  const distinct = [...new Set(ids as number[])].sort((a, b) => a - b);
  if (distinct.length > MAX_ID_LIST_LENGTH) throw badRequest(COMMON_MESSAGES.idListTooLong(field, MAX_ID_LIST_LENGTH));
  return distinct;
}
