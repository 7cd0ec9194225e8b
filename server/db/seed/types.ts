/**
 * A hand-written character sketch. Text uses pronoun tokens so one sketch reads right for
 * anyone: {She}/{she}, {Her}/{her} (possessive), {obj} (object: her/him), {first} (first name).
 */
export type Sketch = {
  occupation: string;
  tagline: string;
  age: number;
  /** One or two sentences about what they do and how they spend their days. */
  life: string;
  personality: string[];
  interests: string[];
  greeting: string;
};

export type Person = { name: string; hometown: string };
