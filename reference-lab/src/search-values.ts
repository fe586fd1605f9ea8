/**
 * FHIR's search escaping, read as a server reads it: in a parameter's value `\,` `\|` `\$` and
 * `\\` are the characters themselves; an unescaped `,` separates alternatives (OR) and an
 * unescaped `|` separates a token's system from its code. (URL decoding happened before.)
 */

/** Splits at every unescaped `separator`, keeping the escapes in the parts. */
export function splitUnescaped(value: string, separator: ',' | '|'): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    if (char === '\\' && i + 1 < value.length) {
      current += char + value[i + 1];
      i++;
    } else if (char === separator) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/** The value without its escapes: `\x` is x. */
export const unescapeValue = (value: string): string => value.replace(/\\(.)/g, '$1');

/** A token `system|code` (or `code`): system undefined when no unescaped bar. */
export function parseToken(token: string): { system: string | undefined; value: string } {
  const parts = splitUnescaped(token, '|');
  if (parts.length === 1) return { system: undefined, value: unescapeValue(parts[0]) };
  // more than one unescaped bar: everything after the first belongs to the code, as servers read it
  return { system: unescapeValue(parts[0]), value: unescapeValue(parts.slice(1).join('|')) };
}

/** A parameter's alternatives (its unescaped commas), each still escaped. */
export const alternativesOf = (value: string): string[] => splitUnescaped(value, ',');
