// Text put into HTML the portal writes itself (a printable page, an email): escaped, so a name
// or a note is shown as written and never read as markup.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
