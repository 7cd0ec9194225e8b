import type { PortraitOptions } from './portrait-options.ts';

export type RenderedImage = {
  body: string;
  contentType: string;
  /** Strong validator and cache-buster: changes whenever the bytes change. */
  hash: string;
};

/**
 * Draws avatar portraits. The default renders SVG locally; a hosted image API can implement
 * the same interface (and cache its results) without the routes noticing.
 */
export interface ImageEngine {
  /** Changes whenever the same options would render differently. */
  readonly version: string;
  readonly width: number;
  readonly height: number;
  /** A short stable token for `?v=`; must be computable without rendering. */
  versionFor(options: PortraitOptions): string;
  render(options: PortraitOptions): Promise<RenderedImage>;
}
