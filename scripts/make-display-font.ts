/**
 * `npx tsx scripts/make-display-font.ts`: writes the display face (src/assets/fonts/), reproducibly,
 * from @fontsource-variable/fraunces. Every heading sets it at one weight (semibold), so the
 * variable font (weight axis 100–900, ~36 KB) is pinned to that weight and cut to the glyphs of
 * the @font-face's unicode-range in src/styles.css: ~17 KB, half of what every first load
 * fetched before the page could paint in it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const WEIGHT = 600;
const SOURCE = '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2';
const TARGET = 'src/assets/fonts/fraunces-semibold-latin.woff2';

/** The unicode-range of the display face in src/styles.css: keep the two in step. */
const RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

let text = '';
for (const [first, last] of RANGES) {
  for (let code = Math.max(first, 0x20); code <= last; code++) text += String.fromCodePoint(code);
}

const source = readFileSync(createRequire(import.meta.url).resolve(SOURCE));
const font = await subsetFont(source, text, {
  targetFormat: 'woff2',
  variationAxes: { wght: WEIGHT },
});
writeFileSync(TARGET, font);
console.log(`${TARGET}: ${font.length} bytes (from ${source.length})`);
