// Writes data/harmonized-system.tsv from the HS 2022 nomenclature as published in the public dataset
// "datasets/harmonized-system" (UN Comtrade extraction, ODC-PDDL-1.0 public domain dedication;
// https://github.com/datasets/harmonized-system): one line per chapter (2 digits), heading (4) and
// subheading (6), "code<TAB>description", in code order. The section, parent and level columns are
// left out (the code's length and prefix give them). Comtrade's "99 / 9999 / 999999 Commodities not
// specified according to kind" and its TOTAL row are not part of the nomenclature and are dropped.
// Re-run with a newer edition: node scripts/harmonized-system.mjs path/to/harmonized-system.csv
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const source = process.argv[2];
if (!source) throw new Error('usage: node scripts/harmonized-system.mjs <harmonized-system.csv>');

/** RFC 4180 rows: quoted fields may hold commas and doubled quotes. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const [header, ...rows] = parseCsv((await readFile(source, 'utf8')).replace(/^\uFEFF/, ''));
const column = (name) => header.indexOf(name);
const [code, description] = [column('hscode'), column('description')];
const lines = rows
  .filter((row) => /^\d{2}(\d{2}){0,2}$/.test(row[code] ?? '') && !row[code].startsWith('99'))
  .map((row) => `${row[code]}\t${row[description].replace(/\s+/g, ' ').trim()}`)
  .sort();
const target = join(dirname(fileURLToPath(import.meta.url)), '../data/harmonized-system.tsv');
await writeFile(target, `${lines.join('\n')}\n`);
console.log(`${lines.length} chapters, headings and subheadings written to data/harmonized-system.tsv`);
