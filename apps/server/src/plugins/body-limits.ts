/**
 * Per-route body limits below the app's 1 MB, for the writes anyone can send: sizes real requests never
 * approach, so that a hostile body is refused (413) before it is read (issue 32).
 */
export const bodyLimits = {
  /** A form of a few short fields (sign-in, registration, a coupon check, a rating, a wishlist toggle). */
  form: 16 * 1024,
  /** A visited path of up to 4096 characters, even with every character `\u`-escaped. */
  visit: 32 * 1024,
  /** Up to 50 lines and the delivery details (notes up to 1000 characters). */
  order: 64 * 1024,
};
