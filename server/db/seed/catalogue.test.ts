import { describe, expect, it } from 'vitest';
import { ETHNICITIES } from '../../contract/avatars.ts';
import { buildCatalogue } from './catalogue.ts';

describe('the demo catalogue', () => {
  const catalogue = buildCatalogue();

  it('is large and mostly women, so the default filter fills four pages', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(60);
    const women = catalogue.filter((a) => a.gender === 'FEMALE').length;
    expect(women).toBeGreaterThan(36);
    expect(women / catalogue.length).toBeCloseTo(2 / 3, 1);
  });

  it('spans ages 18 to 70 and every ethnicity', () => {
    const ages = catalogue.map((a) => a.age);
    expect(Math.min(...ages)).toBe(18);
    expect(Math.max(...ages)).toBe(70);
    expect(new Set(catalogue.map((a) => a.ethnicity))).toEqual(new Set(ETHNICITIES));
  });

  it('gives everyone a distinct name, tagline and occupation', () => {
    for (const key of ['name', 'tagline', 'occupation'] as const) {
      expect(new Set(catalogue.map((a) => a[key])).size).toBe(catalogue.length);
    }
  });

  it('writes complete profiles with no unfilled placeholders', () => {
    for (const a of catalogue) {
      expect(a.personality.length).toBeGreaterThanOrEqual(3);
      expect(a.personality.length).toBeLessThanOrEqual(5);
      expect(a.interests.length).toBeGreaterThanOrEqual(3);
      expect(a.interests.length).toBeLessThanOrEqual(5);
      expect(`${a.bio} ${a.greeting}`).not.toMatch(/[{}]/);
      if (a.gender === 'MALE') expect(a.bio).not.toMatch(/\b(she|her|herself)\b/i);
      if (a.gender === 'FEMALE') expect(a.bio).not.toMatch(/\b(he|his|him|himself)\b/i);
    }
  });

  it('is deterministic', () => {
    expect(buildCatalogue()).toEqual(catalogue);
  });
});
