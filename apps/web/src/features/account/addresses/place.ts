// How an address reads: one place for the address book, checkout, the payment page and the orders.
import type { Language } from '@atelier/contract';
import { COUNTRY_CODES, isCountry, regionName } from '@atelier/contract/regions';
import { BCP47 } from '@atelier/ui/languages';

const regionNames = new Map<Language, Intl.DisplayNames>();
const sortedCountries = new Map<Language, { code: string; name: string }[]>();

/** A country code's name in the language; an older address's own text is shown as it is. */
export function countryName(code: string, lang: Language): string {
  if (!isCountry(code)) return code;
  let names = regionNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames(BCP47[lang], { type: 'region' });
    regionNames.set(lang, names);
  }
  return names.of(code) ?? code;
}

/** Every country of the contract's list, named and sorted in the language. */
export function countryOptions(lang: Language) {
  let options = sortedCountries.get(lang);
  if (!options) {
    const collator = new Intl.Collator(BCP47[lang]);
    options = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, lang) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    sortedCountries.set(lang, options);
  }
  return options;
}

interface Place {
  flatNo: string;
  addrssLine1: string;
  addrsesLine2: string;
  city?: string;
  region?: string;
  zipocode: string;
  country: string;
}

/** The lines under the name: the street, the city with its region and zip code, the country. */
export function addressLines(a: Place, lang: Language): string[] {
  const region = a.region ? regionName(a.country, a.region, lang) : '';
  return [
    [a.flatNo, a.addrssLine1, a.addrsesLine2].filter(Boolean).join(', '),
    [a.city, region, a.zipocode].filter(Boolean).join(', '),
    countryName(a.country, lang),
  ].filter(Boolean);
}
