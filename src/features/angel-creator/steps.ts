/**
 * The creator's steps, apart from the model: the route's search validation reads them, and it
 * runs in the app's entry chunk, which must not carry the creator's choice lists.
 */
export const STEPS = [
  { id: 'basics', label: 'Basics' },
  { id: 'look', label: 'Look' },
  { id: 'personality', label: 'Personality' },
  { id: 'texts', label: 'Name & texts' },
  { id: 'review', label: 'Review' },
] as const;
export type StepId = (typeof STEPS)[number]['id'];

export function isStepId(value: unknown): value is StepId {
  return STEPS.some((step) => step.id === value);
}
