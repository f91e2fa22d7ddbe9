import { LANGUAGES, type Language } from '@atelier/contract';
import type { Rng } from './random.ts';
import { agree } from './vocab/adjectives.ts';
import type { Material } from './vocab/attributes.ts';
import { copy, COUNTRIES, FITS, SIZE_ADVICE } from './vocab/copy.ts';
import type { Garment, Style } from './vocab/garments.ts';
import type { T } from './vocab/text.ts';

export interface ProductText {
  lang: Language;
  name: string;
  description: string;
  brand: string;
  specifications: { additionalInfo: string; additionalSpecs: Record<string, string> }[];
}

interface Subject {
  garment: Garment;
  style: Style;
  material: Material;
  adjective?: string;
  craft?: string;
  brand: string;
  styleCode: string;
  hasFit: boolean;
}

// Chinese and Japanese sentences run on without spaces.
const joiner = (lang: Language) => (lang === 'cn' || lang === 'jp' || lang === 'tw' ? '' : ' ');

/** "Classic Linen Wrap Dress", "Robe portefeuille classique en lin", "クラシック リネンラップドレス". */
function productName(
  style: Style,
  material: Material,
  adjective: string | undefined,
  lang: Language,
) {
  const noun = style.name[lang];
  const stuff = material.inName[lang];
  if (lang === 'es' || lang === 'fr') {
    return [noun, adjective && agree(adjective, lang, style[lang]), stuff]
      .filter(Boolean)
      .join(' ');
  }
  const adj = adjective ? agree(adjective, lang, 'm') : '';
  if (lang === 'en') return [adj, stuff, noun].filter(Boolean).join(' ');
  // A katakana adjective would run into a katakana material: keep a space between them.
  const gap = lang === 'jp' && /[\u30a0-\u30ff]$/.test(adj) ? ' ' : '';
  return `${adj}${gap}${stuff}${noun}`;
}

export function productTexts(subject: Subject, rng: Rng): ProductText[] {
  const { garment, style, material } = subject;
  const sentences: T[] = [copy(`intro.${garment.kind}.${rng.int(1, 2)}`)];
  if (subject.craft) sentences.push(copy(`craft.${subject.craft}`));
  sentences.push(copy(`material.${material.code}`), copy(`closing.${rng.int(1, 4)}`));

  const groups: [string, [string, T | string][]][] = [
    [
      'group.care',
      [
        ['key.material', material.name],
        ['key.care', copy(`care.${material.care}`)],
      ],
    ],
  ];
  const advice = copy(`size.${rng.pick(SIZE_ADVICE)}`);
  if (subject.hasFit) {
    const fit: [string, T][] = [['key.sizeAdvice', advice]];
    if (garment.kind !== 'shoe') fit.unshift(['key.fit', copy(`fit.${rng.pick(FITS)}`)]);
    groups.push(['group.fit', fit]);
  }
  groups.push([
    'group.details',
    [
      ['key.closure', copy(`closure.${rng.pick(style.closures)}`)],
      ['key.madeIn', copy(`country.${rng.pick(COUNTRIES)}`)],
      ['key.styleCode', subject.styleCode],
    ],
  ]);

  return LANGUAGES.map((lang) => ({
    lang,
    name: productName(style, material, subject.adjective, lang),
    description: sentences.map((s) => s[lang]).join(joiner(lang)),
    brand: subject.brand,
    specifications: groups.map(([title, specs]) => ({
      additionalInfo: copy(title)[lang],
      additionalSpecs: Object.fromEntries(
        specs.map(([key, value]) => [
          copy(key)[lang],
          typeof value === 'string' ? value : value[lang],
        ]),
      ),
    })),
  }));
}
