import { privateKey } from '@/lib/private-query';

/** The account's query keys; everything here is the user's own, so private. */
export const userKeys = {
  portraitChoices: () => privateKey('portrait-choices'),
};
