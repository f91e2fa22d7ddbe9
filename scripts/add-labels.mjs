// Merges labels into the six web dictionaries in one read-modify-write, so several people can add
// labels at once without overwriting each other's. Usage:
//   node scripts/add-labels.mjs labels.json
// where labels.json is { "en": { "group": { "key": "..." } }, "es": {...}, "cn": ..., "jp": ..., "tw": ..., "fr": ... }
// Every language must be given, with the same keys.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGS = ['en', 'es', 'cn', 'jp', 'tw', 'fr'];
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/locales');
const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));

const keys = (o, pre = '') =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${pre}${k}.`) : [pre + k],
  );
const expected = keys(input.en ?? {})
  .sort()
  .join('\n');
for (const lang of LANGS) {
  if (!input[lang] || keys(input[lang]).sort().join('\n') !== expected) {
    console.error(`${lang}: missing, or its keys differ from en's`);
    process.exit(1);
  }
}

const merge = (target, source) => {
  for (const [k, v] of Object.entries(source)) {
    if (v && typeof v === 'object') target[k] = merge(target[k] ?? {}, v);
    else target[k] = v;
  }
  return target;
};
for (const lang of LANGS) {
  const file = path.join(dir, `${lang}.json`);
  const dictionary = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, `${JSON.stringify(merge(dictionary, input[lang]), null, 2)}\n`);
}
console.log(`merged ${expected.split('\n').length} labels into ${LANGS.length} dictionaries`);
