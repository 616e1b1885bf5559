/**
 * Every ISO 3166-1 alpha-2 country code (issue 33). `users.country` stores the code ("PL"); each
 * screen names it in the viewer's language with Intl.DisplayNames, so nothing here is English.
 */
export const COUNTRY_CODES: readonly string[] =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

const KNOWN = new Set(COUNTRY_CODES);

/** Whether `value` is one of the codes, exactly as stored (upper case). */
export const isCountryCode = (value: string): boolean => KNOWN.has(value);

export interface CountryOption {
  code: string;
  name: string;
}

// Building a DisplayNames and sorting 249 names with a Collator is the costly part: once per language.
const namers = new Map<string, Intl.DisplayNames>();
const lists = new Map<string, readonly CountryOption[]>();

function namer(locale: string): Intl.DisplayNames {
  let n = namers.get(locale);
  if (!n) {
    n = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    namers.set(locale, n);
  }
  return n;
}

/** A stored code's name in `locale` ("PL" is "Poland", "Polonia", "بولندا"); text that is no code stays as it is. */
export function countryName(code: string, locale: string): string {
  if (!isCountryCode(code)) return code;
  return namer(locale).of(code) ?? code;
}

/** Every country as code and name in `locale`, sorted as that language sorts, for selects. */
export function countryOptions(locale: string): readonly CountryOption[] {
  let list = lists.get(locale);
  if (!list) {
    const collator = new Intl.Collator(locale);
    list = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    lists.set(locale, list);
  }
  return list;
}
