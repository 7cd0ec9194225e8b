import { useEffect, useState } from 'react';
import type * as Drawing from '@contract/portrait-drawing.ts';
import type { PortraitOptions } from '@contract/portrait-options.ts';

// The drawing (DiceBear) is large: it is fetched on first use, never with the entry chunk.
let drawing: Promise<typeof Drawing> | undefined;
const loadDrawing = () => (drawing ??= import('@contract/portrait-drawing.ts'));

/** The SVG document as an image source: an <img> never runs anything the SVG might carry. */
export function portraitDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type PortraitPreviewProps = {
  options: PortraitOptions;
  /** Says who is pictured, e.g. "Portrait preview of Mia". */
  alt: string;
  className?: string;
};

/**
 * A portrait drawn in the browser by the same code the server uses, so what is shown is what
 * is saved. Redrawn whenever the options change; the previous picture stays until the next is
 * ready, so choosing a look never flashes an empty frame.
 */
export function PortraitPreview({ options, alt, className = '' }: PortraitPreviewProps) {
  const [src, setSrc] = useState<string | null>(null);
  const key = JSON.stringify(options);
  useEffect(() => {
    let current = true;
    void loadDrawing().then(
      (module) => {
        if (current)
          setSrc(portraitDataUrl(module.drawPortrait(JSON.parse(key) as PortraitOptions)));
      },
      (error: unknown) => console.warn('The portrait preview could not be drawn', error),
    );
    return () => {
      current = false;
    };
  }, [key]);
  const frame = `aspect-[4/5] w-full rounded-3xl bg-raised object-cover ${className}`;
  if (!src) {
    return (
      <div role="img" aria-label={alt} aria-busy="true" className={`${frame} animate-pulse`} />
    );
  }
  return <img src={src} alt={alt} width={480} height={600} className={frame} />;
}
