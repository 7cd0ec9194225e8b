import type { Page } from '@playwright/test';
import { defaultChoices } from '../../server/contract/angel-looks.ts';
import type { MyAngel } from '../../server/contract/angels.ts';
import type { signedInApi } from './chats-helpers.ts';

type Api = Awaited<ReturnType<typeof signedInApi>>['api'];

/** Creates an Angel through the API, as the creator's Create does (costs the creation price). */
export function createAngel(api: Api, name: string, bio = `${name} loves long walks by the sea.`) {
  return api.post<MyAngel>('/my-angels', {
    requestId: crypto.randomUUID(),
    draft: {
      choices: { ...defaultChoices(), name },
      texts: {
        occupation: 'Lighthouse keeper',
        bio,
        description: 'Gentle and curious.',
        greeting: `Hi, I am ${name}. How was your day?`,
      },
      seed: crypto.randomUUID(),
    },
  });
}

export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);
