import type { Language } from '@atelier/contract';
import type { Gender } from './garments.ts';
import { dictionary } from './text.ts';

/*
 * Adjectives of product names. Spanish and French give `masculine,feminine` (or all four forms
 * m,f,mp,fp when the plural is irregular); the other languages have one form.
 */
const TABLE = `
classic Classic|clásico,clásica|经典|クラシック|經典|classique,classique
essential Essential|esencial,esencial|基础款|ベーシック|基本款|essentiel,essentielle
vintage Vintage|vintage,vintage,vintage,vintage|复古|ヴィンテージ|復古|vintage,vintage,vintage,vintage
minimal Minimal|minimalista,minimalista|极简|ミニマル|極簡|minimaliste,minimaliste
lightweight Lightweight|ligero,ligera|轻盈|軽量|輕盈|léger,légère
modern Modern|moderno,moderna|摩登|モダン|摩登|moderne,moderne
urban Urban|urbano,urbana|都市|アーバン|都會|urbain,urbaine
soft Soft|suave,suave|柔软|ソフト|柔軟|doux,douce,doux,douces
premium Premium|premium,premium,premium,premium|高级|プレミアム|高級|premium,premium,premium,premium
elegant Elegant|elegante,elegante|优雅|エレガント|優雅|élégant,élégante
hand-knit Hand-knit|tejido a mano,tejida a mano|手工编织|手編み|手工編織|tricoté main,tricotée main
embroidered Embroidered|bordado,bordada|刺绣|刺繍入り|刺繡|brodé,brodée
hand-woven Hand-woven|tejido en telar,tejida en telar|手织|手織り|手織|tissé main,tissée main
hand-dyed Hand-dyed|teñido a mano,teñida a mano|手工染色|手染め|手工染色|teint main,teinte main
handcrafted Handcrafted|artesanal,artesanal|手工|ハンドメイド|手工|artisanal,artisanale,artisanaux,artisanales
`;

const adjective = dictionary(TABLE);

/** Adjectives any product may carry; the craft ones belong to the Craft subcategories. */
export const EVERYDAY_ADJECTIVES = [
  'classic',
  'essential',
  'vintage',
  'minimal',
  'lightweight',
  'modern',
  'urban',
  'soft',
  'premium',
  'elegant',
];

// The plural changes the first word only: "tricoté main" → "tricotés main".
function plural(form: string, lang: 'es' | 'fr'): string {
  const [first = '', ...rest] = form.split(' ');
  let word: string;
  if (lang === 'fr') word = /[sx]$/.test(first) ? first : `${first}s`;
  else
    word = /[aeiouáéíóú]$/.test(first)
      ? `${first}s`
      : /z$/.test(first)
        ? `${first.slice(0, -1)}ces`
        : `${first}es`;
  return [word, ...rest].join(' ');
}

/** The adjective as it agrees with a noun of `gender` in `lang`. */
export function agree(code: string, lang: Language, gender: Gender): string {
  const text = adjective(code)[lang];
  if (lang !== 'es' && lang !== 'fr') return text;
  const [m = '', f = m, mp, fp] = text.split(',');
  if (gender === 'm') return m;
  if (gender === 'f') return f;
  if (gender === 'mp') return mp ?? plural(m, lang);
  return fp ?? plural(f, lang);
}
