/**
 * Facts about the browse pages that index.html's first-requests script needs too
 * (src/boot/first-requests.ts). This module imports no code: it is bundled into that inline script.
 */

/** The listings by gender, each at /{gender}; home lists them all. */
export const genderListings = ['girls', 'couples', 'men', 'trans'] as const;

/**
 * Tiles in the first screen on a phone or a desktop: their thumbnails load at once and first (one
 * of them is the page's largest paint); the rest wait until they near the viewport.
 */
export const eagerThumbnails = 4;
