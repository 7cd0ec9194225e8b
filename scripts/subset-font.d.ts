/** subset-font ships no types; this is the part scripts/make-display-font.ts uses. */
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    /** A number pins an axis; a range narrows it. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: Options,
  ): Promise<Buffer>;
}
