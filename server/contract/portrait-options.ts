/**
 * How a portrait is drawn, stored with the avatar (or the user) so the same picture can be
 * re-rendered at any time, on the server or in the browser, by anything that understands the
 * style. Values are names from the DiceBear "avataaars" style; colours are hex without '#'.
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
