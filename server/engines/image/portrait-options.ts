/**
 * How a catalogue portrait is drawn, stored with the avatar so the same picture can be
 * re-rendered at any time (and by any ImageEngine that understands the style).
 * Values are names from the DiceBear "avataaars" style; colours are hex without '#'.
 */
export type PortraitOptions = {
  style: 'avataaars';
  seed: string;
  skinColor: string;
  top: string;
  hairColor: string;
  facialHair: string | null;
  accessories: string | null;
  clothing: string;
  clothesColor: string;
  eyes: string;
  eyebrows: string;
  mouth: string;
  backgroundColor: string;
};
