// What jsPDF's built-in Helvetica can print: the one rule of every PDF the portal builds in the browser
// (the specimen label, the result report, the delivery report).

// Characters the built-in Helvetica can print besides Latin-1 (its WinAnsi encoding).
const WIN_ANSI_EXTRAS = 'ŒœŠšŸŽžƒˆ˜–—‘’‚“”„†‡•…‰‹›€™';
// Letters with a stroke have no decomposition to drop; signs common in lab ranges and units.
const REPLACED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', '≤': '<=', '≥': '>=', '−': '-' };
// A run of superscripts ('10⁹/L', '10⁻⁶'); only ¹²³ are in Latin-1.
const SUPERSCRIPTS = /[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻]+/g;

/**
 * jsPDF writes a whole line as 16-bit garbage if one character is outside the font's encoding:
 * letters outside Latin-1 lose their accent (Ż -> Z, Ł -> L), other scripts print as '?'.
 * A Unicode font would need embedding (hundreds of KB) for the rare name that needs it.
 */
export function pdfText(text: string): string {
  // Dropping a superscript's raise would misread: '10⁹/L' is written '10^9/L', not '109/L'.
  const raised = text.replace(SUPERSCRIPTS, (run) => (/^[¹²³]+$/.test(run) ? run : `^${run.normalize('NFKD').replace(/−/g, '-')}`));
  return [...raised]
    .map((char) => {
      if (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.includes(char)) return char;
      if (REPLACED[char]) return REPLACED[char];
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return base.length === 1 && base.charCodeAt(0) <= 0xff ? base : '?';
    })
    .join('');
}
