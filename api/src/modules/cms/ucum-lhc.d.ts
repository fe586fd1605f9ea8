// The part of NLM's UCUM library the CMS uses (the package ships no types).
declare module '@lhncbc/ucum-lhc' {
  interface UcumValidation {
    status: 'valid' | 'invalid' | 'error';
    ucumCode: string | null;
    msg: string[];
    suggestions?: { msg: string; invalidUnit: string; units: [code: string, name: string, guidance: string | null][] }[];
  }
  export const UcumLhcUtils: {
    getInstance(): {
      validateUnitString(units: string, suggest?: boolean): UcumValidation;
      /** status 'succeeded' with toVal, or 'failed'/'error' with msg (units not commensurable, not UCUM). */
      convertUnitTo(fromUnit: string, fromValue: number, toUnit: string): { status: 'succeeded' | 'failed' | 'error'; toVal: number | null; msg: string[] };
    };
  };
}
