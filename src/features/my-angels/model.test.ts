import { describe, expect, it } from 'vitest';
import { CARD_FILE_MAX_BYTES } from '@contract/constants.ts';
import {
  cardFileName,
  cardRequestIds,
  cardFileProblem,
  deletedSummary,
  deleteWarning,
  parseAngelId,
  toBase64,
} from './model';

describe('parseAngelId', () => {
  it('takes positive whole numbers only', () => {
    expect(parseAngelId('42')).toBe(42);
    expect(parseAngelId('0')).toBeNull();
    expect(parseAngelId('-3')).toBeNull();
    expect(parseAngelId('4.2')).toBeNull();
    expect(parseAngelId('abc')).toBeNull();
    expect(parseAngelId('99999999999999999')).toBeNull();
  });
});

describe('cardFileProblem', () => {
  it('accepts PNG and JSON files up to the limit', () => {
    expect(cardFileProblem({ name: 'Mia.png', size: CARD_FILE_MAX_BYTES })).toBeUndefined();
    expect(cardFileProblem({ name: 'mia.JSON', size: 10 })).toBeUndefined();
  });

  it('refuses a larger file with its size and the limit', () => {
    expect(cardFileProblem({ name: 'big.png', size: 2.4 * 1024 * 1024 })).toBe(
      'The card file is 2.4 MB; cards up to 2 MB can be imported.',
    );
  });

  it('refuses other kinds of file and empty ones', () => {
    expect(cardFileProblem({ name: 'notes.txt', size: 10 })).toMatch(/choose a PNG or JSON/);
    expect(cardFileProblem({ name: 'a.json', size: 0 })).toBe('a.json is empty.');
  });
});

describe('toBase64', () => {
  it('encodes bytes as the server decodes them, past one chunk', () => {
    const bytes = new Uint8Array(70_000).map((_, i) => i % 256);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});

describe('cardFileName', () => {
  it('reads the plain and the encoded file name', () => {
    expect(cardFileName('attachment; filename="Mia.png"', 'png')).toBe('Mia.png');
    expect(cardFileName("attachment; filename*=UTF-8''Zo%C3%AB.json", 'json')).toBe('Zoë.json');
    expect(cardFileName(null, 'json')).toBe('angel.json');
  });
});

describe('delete texts', () => {
  it('says which chats go, before and after', () => {
    expect(deleteWarning('Mia', 'FEMALE', 2)).toMatch(
      /^Deleting Mia also deletes your chats with her \(2\), /,
    );
    expect(deleteWarning('Leo', 'MALE', undefined)).toMatch(
      /^Deleting Leo also deletes your chats with him, /,
    );
    expect(deletedSummary('Mia', 0)).toBe('Mia deleted');
    expect(deletedSummary('Mia', 1)).toBe('Mia deleted, with 1 chat');
    expect(deletedSummary('Mia', 3)).toBe('Mia deleted, with 3 chats');
  });
});

describe('cardRequestIds', () => {
  const file = { name: 'Mia.png', size: 1200, lastModified: 1_700_000_000_000 };

  it('keeps one id per file and user until settled', () => {
    let n = 0;
    const ids = cardRequestIds(() => `id-${++n}`);
    expect(ids.take('u1', file)).toBe('id-1');
    expect(ids.take('u1', { ...file })).toBe('id-1');
    expect(ids.take('u2', file)).toBe('id-2');
    expect(ids.take('u1', { ...file, lastModified: 1 })).toBe('id-3');
    expect(ids.take('u1', { ...file, size: 1201 })).toBe('id-4');
    ids.settle('u1', file);
    expect(ids.take('u1', file)).toBe('id-5');
    expect(ids.take('u2', file)).toBe('id-2');
  });
});
