// How an address reads: one place for the address book, checkout, the payment page and the orders.
import type { Language } from '@atelier/contract';
import { COUNTRY_CODES } from '@atelier/contract/regions';
import { countryName, placeLines } from '@atelier/ui/address';
import { BCP47 } from '@atelier/ui/languages';

export { countryName };

const sortedCountries = new Map<Language, { code: string; name: string }[]>();

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
export const addressLines = (a: Place, lang: Language): string[] =>
  placeLines(
    {
      flatNo: a.flatNo,
      line1: a.addrssLine1,
      line2: a.addrsesLine2,
      city: a.city,
      region: a.region,
      zipCode: a.zipocode,
      country: a.country,
    },
    lang,
  );
