import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { fieldErrors } from './components/angel-editor';
import { parseCatalogueSearch } from './model';
import { formatTags, parseTags } from './tags';

describe('the Catalogue section’s address', () => {
  it('keeps a valid search, page, status and Angel', () => {
    expect(parseCatalogueSearch({ q: 'mia', status: 'unpublished', page: '3', id: '12' })).toEqual({
      q: 'mia',
      status: 'unpublished',
      page: 3,
      id: 12,
    });
  });

  it('falls back to the defaults for anything malformed', () => {
    expect(parseCatalogueSearch({ q: 7, status: 'hidden', page: '-1', id: 'x' })).toEqual({
      q: '',
      status: 'all',
      page: 1,
    });
    expect(parseCatalogueSearch({ id: String(2 ** 31) })).not.toHaveProperty('id');
    expect(parseCatalogueSearch({ q: 'x'.repeat(500) }).q).toHaveLength(100);
  });
});

describe('tags typed in the editor', () => {
  it('are comma-separated, trimmed, without empty ones', () => {
    expect(parseTags(' Jazz, ,Tea ,  ')).toEqual(['Jazz', 'Tea']);
    expect(formatTags(['Jazz', 'Tea'])).toBe('Jazz, Tea');
    expect(parseTags(formatTags(['A b', 'C']))).toEqual(['A b', 'C']);
  });
});

describe("the server's field errors", () => {
  it('land on the field the curator typed in', () => {
    const error = new ApiRequestError('Bad', 400, 'BAD_REQUEST', {
      issues: [
        { path: 'fields.age', message: 'Angels are adults' },
        { path: 'fields.interests.2', message: 'Too long' },
        { path: 'fields.portrait.top', message: 'Not drawn' },
      ],
    });
    expect(fieldErrors(error)).toEqual({
      age: 'Angels are adults',
      interests: 'Too long',
      'portrait.top': 'Not drawn',
    });
    expect(fieldErrors(new Error('offline'))).toEqual({});
  });
});
