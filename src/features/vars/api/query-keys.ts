/** The domain configuration's query key (public, kept across logins). */
export const varsKeys = {
  all: ['vars'] as const,
};
