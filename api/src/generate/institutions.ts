import type { Db } from '../platform/db/client';
import * as t from '../platform/db/schema';
import { DEMO_INSTITUTIONS, type InstitutionKey } from '../seed/demo-accounts';
import { LOCALITIES, STREETS, type Locality } from '../seed/demo-data/people';
import type { ScalePlan } from './scale-plan';
import { DAY } from './sql-kit';

// Towns for the institutions after the demo's three (fictional sites in real places).
const TOWNS: { town: string; county: string; area: string }[] = [
  { town: 'Harrogate', county: 'North Yorkshire', area: 'HG' }, { town: 'Kingsbridge', county: 'Devon', area: 'TQ' },
  { town: 'Ashford', county: 'Kent', area: 'TN' }, { town: 'Whitby', county: 'North Yorkshire', area: 'YO' },
  { town: 'Durham', county: 'County Durham', area: 'DH' }, { town: 'Lancaster', county: 'Lancashire', area: 'LA' },
  { town: 'Salisbury', county: 'Wiltshire', area: 'SP' }, { town: 'Truro', county: 'Cornwall', area: 'TR' },
  { town: 'Ipswich', county: 'Suffolk', area: 'IP' }, { town: 'Norwich', county: 'Norfolk', area: 'NR' },
  { town: 'Carlisle', county: 'Cumbria', area: 'CA' }, { town: 'Hereford', county: 'Herefordshire', area: 'HR' },
  { town: 'Bangor', county: 'Gwynedd', area: 'LL' }, { town: 'Inverness', county: 'Highland', area: 'IV' },
  { town: 'Perth', county: 'Perth and Kinross', area: 'PH' }, { town: 'Derby', county: 'Derbyshire', area: 'DE' },
  { town: 'Exeter', county: 'Devon', area: 'EX' }, { town: 'Lincoln', county: 'Lincolnshire', area: 'LN' },
  { town: 'Worcester', county: 'Worcestershire', area: 'WR' }, { town: 'Stafford', county: 'Staffordshire', area: 'ST' },
  { town: 'Taunton', county: 'Somerset', area: 'TA' }, { town: 'Dorchester', county: 'Dorset', area: 'DT' },
  { town: 'Kendal', county: 'Cumbria', area: 'LA' }, { town: 'Yeovil', county: 'Somerset', area: 'BA' },
  { town: 'Guildford', county: 'Surrey', area: 'GU' }, { town: 'Reading', county: 'Berkshire', area: 'RG' },
  { town: 'Swindon', county: 'Wiltshire', area: 'SN' }, { town: 'Oxford', county: 'Oxfordshire', area: 'OX' },
  { town: 'Cambridge', county: 'Cambridgeshire', area: 'CB' }, { town: 'Peterborough', county: 'Cambridgeshire', area: 'PE' },
  { town: 'Leicester', county: 'Leicestershire', area: 'LE' }, { town: 'Coventry', county: 'West Midlands', area: 'CV' },
  { town: 'Wakefield', county: 'West Yorkshire', area: 'WF' }, { town: 'Bolton', county: 'Greater Manchester', area: 'BL' },
  { town: 'Preston', county: 'Lancashire', area: 'PR' }, { town: 'Blackpool', county: 'Lancashire', area: 'FY' },
  { town: 'Sheffield', county: 'South Yorkshire', area: 'S' }, { town: 'Hull', county: 'East Riding of Yorkshire', area: 'HU' },
  { town: 'York', county: 'North Yorkshire', area: 'YO' }, { town: 'Newcastle upon Tyne', county: 'Tyne and Wear', area: 'NE' },
];

const KINDS: [suffix: string, type: string][] = [
  ['District Hospital', 'Hospital'], ['Community Clinic', 'Clinic'], ['Diagnostics Centre', 'Diagnostic Centre'],
  ['Medical Practice', 'GP Practice'], ['University Hospital', 'Hospital'], ['Health Centre', 'Clinic'],
];

export const DEMO_KEYS: InstitutionKey[] = ['A', 'B', 'C'];

/** Where an institution is: its patients live in these places; its staff mail from its domain. */
export interface InstitutionPlace {
  id: number;
  name: string;
  domain: string;
  localities: Locality[];
  createdAt: Date;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Institution k (1-based): the demo's A, B, C first, then a town's hospital, clinic, centre... */
function institutionRow(plan: ScalePlan, k: number): { row: typeof t.institutions.$inferInsert; place: InstitutionPlace } {
  const createdAt = new Date((plan.now - (4 * 365 - Math.floor(((k - 1) * 200) / plan.institutions)) * DAY) * 1000);
  if (k <= DEMO_KEYS.length) {
    const key = DEMO_KEYS[k - 1];
    const demo = DEMO_INSTITUTIONS[key];
    return { row: { id: k, ...demo, createdAt, updatedAt: createdAt }, place: { id: k, name: demo.name, domain: demo.email.split('@')[1], localities: LOCALITIES[key], createdAt } };
  }
  const index = k - 1 - DEMO_KEYS.length;
  const place = TOWNS[index % TOWNS.length];
  const [suffix, institutionType] = KINDS[Math.floor(index / TOWNS.length) % KINDS.length];
  const cycle = Math.floor(index / (TOWNS.length * KINDS.length));
  const name = `${place.town} ${suffix}${cycle > 0 ? ` (Site ${cycle + 1})` : ''}`;
  const domain = `${slug(name)}.example.org`;
  const street = STREETS[index % STREETS.length];
  return {
    row: {
      id: k,
      name,
      institutionNumber: `INST-${pad(k, 4)}`,
      institutionType,
      address: `${1 + ((k * 37) % 180)} ${street}, ${place.town} ${place.area}1 ${1 + (k % 9)}AB`,
      phone: `+441632960${pad(k % 1000, 3)}`,
      email: `lab@${domain}`,
      createdAt,
      updatedAt: createdAt,
    },
    place: { id: k, name, domain, localities: [1, 2, 3].map((n) => ({ city: place.town, state: place.county, area: `${place.area}${n}` })), createdAt },
  };
}

/** Inserts the institutions (ids 1..n); answers where each one is. */
export async function insertInstitutions(db: Db, plan: ScalePlan): Promise<InstitutionPlace[]> {
  const built = Array.from({ length: plan.institutions }, (_, i) => institutionRow(plan, i + 1));
  for (let i = 0; i < built.length; i += 500) await db.insert(t.institutions).values(built.slice(i, i + 500).map((b) => b.row));
  return built.map((b) => b.place);
}

/** Which demo institution (A, B or C) an institution takes its labs and tests after: A, B, C, A, B, C... */
export const patternOf = (institutionId: number) => (institutionId - 1) % DEMO_KEYS.length;
