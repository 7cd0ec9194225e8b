export type { PortraitOptions } from '../../contract/portrait-options.ts';
