// The part of NLM's UCUM library the CMS uses (the package ships no types).
declare module '@lhncbc/ucum-lhc' {
  interface UcumValidation {
    status: 'valid' | 'invalid' | 'error';
    ucumCode: string | null;
    msg: string[];
    suggestions?: { msg: string; invalidUnit: string; units: [code: string, name: string, guidance: string | null][] }[];
  }
  export const UcumLhcUtils: { getInstance(): { validateUnitString(units: string, suggest?: boolean): UcumValidation } };
}
