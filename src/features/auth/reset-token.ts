/** The password-reset link's token travels to the reset dialog in this query parameter. */
export const RESET_TOKEN_PARAM = 'reset-token';
