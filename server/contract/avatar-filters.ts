/** What Angels are described and filtered by (Discover, the creator, the catalogue). */

/** The avatar filter offers these two genders. */
export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

export const ETHNICITIES = [
  'ASIAN',
  'BLACK',
  'CAUCASIAN',
  'LATINA',
  'MIDDLE_EASTERN',
  'SOUTH_ASIAN',
  'MIXED',
] as const;
export type Ethnicity = (typeof ETHNICITIES)[number];

/** What people read for each value, in the order the filters list them. */
export const GENDER_LABELS = { FEMALE: 'Female', MALE: 'Male' } as const satisfies Record<
  Gender,
  string
>;

export const ETHNICITY_LABELS = {
  ASIAN: 'Asian',
  BLACK: 'Black',
  CAUCASIAN: 'Caucasian',
  LATINA: 'Latina',
  MIDDLE_EASTERN: 'Middle Eastern',
  SOUTH_ASIAN: 'South Asian',
  MIXED: 'Mixed',
} as const satisfies Record<Ethnicity, string>;

/** Labels that follow the Angel's gender ("Latino" for a man); the others have one label. */
export const GENDERED_ETHNICITY_LABELS: Partial<Record<Ethnicity, Record<Gender, string>>> = {
  LATINA: { FEMALE: 'Latina', MALE: 'Latino' },
};

/** The discover defaults and the age bounds every Angel falls within. */
export const MIN_AGE = 18;
export const MAX_AGE = 99;
export const DEFAULT_GENDER: Gender = 'FEMALE';
