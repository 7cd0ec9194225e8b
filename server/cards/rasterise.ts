import { Resvg } from '@resvg/resvg-js';

/**
 * An SVG portrait as a PNG of the same size, for a card file. The portraits have no text,
 * so no fonts are loaded (faster, and the same bytes on every machine).
 */
export function rasterise(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
  });
  return Buffer.from(resvg.render().asPng());
}
