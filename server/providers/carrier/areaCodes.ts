// The Demo carrier's geography: real US area codes with the city and state they serve, so a search
// by area code, city or state reads as it would on a real carrier. Only the numbers are fictional
// (demoInventory.ts).

export interface AreaCode {
  code: string;
  city: string;
  /** the two-letter state abbreviation, as carriers report a number's region */
  region: string;
}

export const US_AREA_CODES: readonly AreaCode[] = [
  { code: '202', city: 'Washington', region: 'DC' },
  { code: '206', city: 'Seattle', region: 'WA' },
  { code: '210', city: 'San Antonio', region: 'TX' },
  { code: '212', city: 'New York', region: 'NY' },
  { code: '213', city: 'Los Angeles', region: 'CA' },
  { code: '214', city: 'Dallas', region: 'TX' },
  { code: '215', city: 'Philadelphia', region: 'PA' },
  { code: '216', city: 'Cleveland', region: 'OH' },
  { code: '303', city: 'Denver', region: 'CO' },
  { code: '305', city: 'Miami', region: 'FL' },
  { code: '310', city: 'Santa Monica', region: 'CA' },
  { code: '312', city: 'Chicago', region: 'IL' },
  { code: '313', city: 'Detroit', region: 'MI' },
  { code: '314', city: 'St. Louis', region: 'MO' },
  { code: '317', city: 'Indianapolis', region: 'IN' },
  { code: '404', city: 'Atlanta', region: 'GA' },
  { code: '407', city: 'Orlando', region: 'FL' },
  { code: '408', city: 'San Jose', region: 'CA' },
  { code: '412', city: 'Pittsburgh', region: 'PA' },
  { code: '414', city: 'Milwaukee', region: 'WI' },
  { code: '415', city: 'San Francisco', region: 'CA' },
  { code: '503', city: 'Portland', region: 'OR' },
  { code: '504', city: 'New Orleans', region: 'LA' },
  { code: '509', city: 'Spokane', region: 'WA' },
  { code: '510', city: 'Oakland', region: 'CA' },
  { code: '512', city: 'Austin', region: 'TX' },
  { code: '520', city: 'Tucson', region: 'AZ' },
  { code: '602', city: 'Phoenix', region: 'AZ' },
  { code: '612', city: 'Minneapolis', region: 'MN' },
  { code: '614', city: 'Columbus', region: 'OH' },
  { code: '615', city: 'Nashville', region: 'TN' },
  { code: '617', city: 'Boston', region: 'MA' },
  { code: '619', city: 'San Diego', region: 'CA' },
  { code: '646', city: 'New York', region: 'NY' },
  { code: '702', city: 'Las Vegas', region: 'NV' },
  { code: '704', city: 'Charlotte', region: 'NC' },
  { code: '713', city: 'Houston', region: 'TX' },
  { code: '716', city: 'Buffalo', region: 'NY' },
  { code: '718', city: 'Brooklyn', region: 'NY' },
  { code: '773', city: 'Chicago', region: 'IL' },
  { code: '801', city: 'Salt Lake City', region: 'UT' },
  { code: '808', city: 'Honolulu', region: 'HI' },
  { code: '813', city: 'Tampa', region: 'FL' },
  { code: '816', city: 'Kansas City', region: 'MO' },
  { code: '901', city: 'Memphis', region: 'TN' },
  { code: '907', city: 'Anchorage', region: 'AK' },
  { code: '916', city: 'Sacramento', region: 'CA' },
  { code: '919', city: 'Raleigh', region: 'NC' },
];

/** People type a state's name as often as its abbreviation; both find the same area codes. */
const STATE_NAMES: Record<string, string> = {
  AK: 'Alaska', AZ: 'Arizona', CA: 'California', CO: 'Colorado', DC: 'District of Columbia', FL: 'Florida',
  GA: 'Georgia', HI: 'Hawaii', IL: 'Illinois', IN: 'Indiana', LA: 'Louisiana', MA: 'Massachusetts',
  MI: 'Michigan', MN: 'Minnesota', MO: 'Missouri', NC: 'North Carolina', NV: 'Nevada', NY: 'New York',
  OH: 'Ohio', OR: 'Oregon', PA: 'Pennsylvania', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  WA: 'Washington', WI: 'Wisconsin',
};

/** "St. Louis", "st louis", " ST  LOUIS " compare equal. */
const folded = (text: string) => text.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();

export function areaCode(code: string): AreaCode | undefined {
  return US_AREA_CODES.find((a) => a.code === code);
}

/** The area codes of a city and a state (either may be empty: it then matches every one). */
export function areaCodesIn(city: string | undefined, region: string | undefined): AreaCode[] {
  const wantCity = folded(city ?? '');
  const wantRegion = folded(region ?? '');
  return US_AREA_CODES.filter(
    (a) =>
      (!wantCity || folded(a.city) === wantCity) &&
      (!wantRegion || folded(a.region) === wantRegion || folded(STATE_NAMES[a.region] ?? '') === wantRegion),
  );
}
