// The codes that tell other systems what a marker measures and what a sample is: a LOINC code for
// the test, a SNOMED CT concept for the specimen. Each carries a check digit, so a typing slip (a
// swapped or wrong digit) is caught here, before it sends a result under another test's name.

const LOINC_SHAPE = /^(\d{1,7})-(\d)$/;
const SNOMED_SHAPE = /^[1-9]\d{5,17}$/;

/**
 * LOINC's mod-10 check digit of the code's number (the part before the hyphen): every other digit,
 * starting from the rightmost, is doubled and its digits summed, the rest added as they are; the
 * check digit brings the total up to a multiple of ten.
 */
export function loincCheckDigit(number: string): number {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    const digit = Number(number[number.length - 1 - i]);
    const doubled = i % 2 === 0 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return (10 - (sum % 10)) % 10;
}

/** '2823-3' is; '2823-4' (wrong check digit), '2823' and 'LP1234-5' are not. */
export function isLoincCode(code: string): boolean {
  const match = LOINC_SHAPE.exec(code);
  return !!match && loincCheckDigit(match[1]) === Number(match[2]);
}

// Verhoeff's dihedral-group tables: unlike a mod-10 sum they catch every swap of two neighbours.
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
/** The position permutations: the first applied once, twice, ... seven times (it has order 8). */
const VERHOEFF_P1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
const VERHOEFF_P: number[][] = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]];
for (let i = 1; i < 8; i++) VERHOEFF_P.push(VERHOEFF_P[i - 1].map((n) => VERHOEFF_P1[n]));

/** True when the digits, their last one the check digit, pass Verhoeff's check. */
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  for (let i = 0; i < digits.length; i++) c = VERHOEFF_D[c][VERHOEFF_P[i % 8][Number(digits[digits.length - 1 - i])]];
  return c === 0;
}

/** A SNOMED CT identifier: 6 to 18 digits, no leading zero, its last digit Verhoeff's check (119297000 for a blood specimen). */
export function isSnomedCtId(code: string): boolean {
  return SNOMED_SHAPE.test(code) && verhoeffValid(code);
}

export const CLINICAL_CODE_MESSAGES = {
  loincInvalid: (code: string) => `"${code}" is not a LOINC code: write it as digits, a hyphen and its check digit (2823-3), and check the digits`,
  snomedInvalid: (code: string) => `"${code}" is not a SNOMED CT code: 6 to 18 digits whose last is the check digit (119297000); check the digits`,
  ucumInvalid: (units: string, suggestion: string | null) =>
    `"${units}" is not a UCUM unit${suggestion ? `: did you mean ${suggestion}?` : ''} (write 10*9/L, umol/L, m[IU]/L)`,
} as const;
