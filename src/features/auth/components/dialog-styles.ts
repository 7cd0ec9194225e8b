export const linkButtonClass =
  'min-h-11 rounded-full px-2 text-sm font-semibold text-accent underline-offset-4 hover:underline';
