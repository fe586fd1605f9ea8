/** U+200B: invisible, and a character mail clients and phones do not take into a link. */
const BREAK = '\u200B';

/**
 * A person's name or free text as it goes into a message the portal sends: plain text that no
 * mail client or phone turns into a link. Whatever looks like an address (a scheme's '://', a
 * domain's dots, an email's '@', 'www.') gets an invisible break, so a name such as
 * "Verify at evil.example" reads the same and leads nowhere. The portal's own links are never
 * passed through this.
 */
export function inert(text: string): string {
  return text
    .replace(/:\/\//g, `:${BREAK}//`)
    .replace(/@/g, `@${BREAK}`)
    .replace(/\.(?=[\p{L}\p{N}])/gu, `.${BREAK}`);
}
