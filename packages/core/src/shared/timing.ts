/** Delay before /Login redirects after a successful login, in milliseconds (spec §9). */
export const LOGIN_REDIRECT_DELAY_MS = 2000;
/** Delay before /Signup redirects to /Login after success, in milliseconds. */
export const SIGNUP_REDIRECT_DELAY_MS = 1500;
/** Delay before /ResetPassword redirects to /Login after success, in milliseconds. */
export const RESET_REDIRECT_DELAY_MS = 2000;
/** How many times the one-time page tries create-session, in attempts. */
export const CHECKOUT_RETRY_ATTEMPTS = 3;
/** Pause between create-session attempts, in milliseconds. */
export const CHECKOUT_RETRY_INTERVAL_MS = 1000;
/** How long the transport calculator's invest message stays, in milliseconds. */
export const INVEST_MESSAGE_CLEAR_MS = 4000;
/** Debounce before asking for place suggestions, in milliseconds. */
export const PLACE_SUGGESTION_DEBOUNCE_MS = 300;
/** Duration of a section's reveal animation, in milliseconds. */
export const SECTION_ANIMATION_DURATION_MS = 600;
/** Duration of an image's reveal animation, in milliseconds. */
export const IMAGE_ANIMATION_DURATION_MS = 1000;
/** Delay before an image's reveal animation starts, in milliseconds. */
export const IMAGE_ANIMATION_DELAY_MS = 500;
