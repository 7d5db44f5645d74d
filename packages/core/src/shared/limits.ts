/** Scroll offset after which the navigation bar takes its scrolled look, in CSS pixels (spec §9). */
export const NAV_SCROLLED_THRESHOLD_PX = 20;
/** Largest accepted upload for detailed estimation, in bytes (1 GiB, spec's '1 GB'). */
export const UPLOAD_LIMIT_BYTES = 1024 * 1024 * 1024;
/** Orders per page on the dashboard, in orders. */
export const ORDER_PAGE_SIZE = 5;
/** The dashboard's first page index (zero-based). */
export const ORDER_FIRST_PAGE = 0;
/** Quantity of a product newly added to the cart, in units (tonnes). */
export const NEW_CART_ITEM_QUANTITY = 1;
/** Longest card number the investment form accepts, in characters. */
export const CARD_NUMBER_MAX_LENGTH = 19;
/** Longest card expiry (MM/YY), in characters. */
export const CARD_EXPIRY_MAX_LENGTH = 5;
/** Longest card security code, in characters. */
export const CARD_CVV_MAX_LENGTH = 4;
/** Digits in an enquiry phone number, exactly. */
export const ENQUIRY_PHONE_DIGITS = 10;
/** Fewest digits in a one-time-form phone number (spec §5's 10, counted as digits). */
export const ONE_TIME_PHONE_MIN_DIGITS = 10;
/** Most digits in a one-time-form phone number (spec §5's 15, counted as digits). */
export const ONE_TIME_PHONE_MAX_DIGITS = 15;
/** Longest one-time-form phone number as typed, separators included, in characters. */
export const ONE_TIME_PHONE_MAX_CHARACTERS = 25;
/** Year of the carbon-neutral travel and events goal in the copy. */
export const CLIMATE_GOAL_TRAVEL_YEAR = 2030;
/** Year of the carbon-neutral global economy goal in the copy. */
export const CLIMATE_GOAL_ECONOMY_YEAR = 2035;
