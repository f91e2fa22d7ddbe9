// How an address reads, once for the shop (address book, checkout, its orders) and the back office.
import type { Language } from '@atelier/contract';
import { isCountry, regionName } from '@atelier/contract/regions';
import { BCP47 } from './languages.ts';

const countryNames = new Map<Language, Intl.DisplayNames>();

/** A country code's name in the language; an older address's own text is shown as it is. */
export function countryName(code: string, lang: Language): string {
  if (!isCountry(code)) return code;
  let names = countryNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames(BCP47[lang], { type: 'region' });
    countryNames.set(lang, names);
  }
  return names.of(code) ?? code;
}

/** An address's place, whatever its fields are called where it comes from. */
export interface Place {
  flatNo: string;
  line1: string;
  line2: string;
  city?: string;
  region?: string;
  zipCode: string;
  country: string;
}

/** The lines under the name: the street, the city with its region and zip code, the country. */
export function placeLines(a: Place, lang: Language): string[] {
  const region = a.region ? regionName(a.country, a.region, lang) : '';
  return [
    [a.flatNo, a.line1, a.line2].filter(Boolean).join(', '),
    [a.city, region, a.zipCode].filter(Boolean).join(', '),
    countryName(a.country, lang),
  ].filter(Boolean);
}
