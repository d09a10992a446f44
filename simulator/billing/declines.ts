/** Payment decline codes and their texts (spec 1 section 8). Unknown codes read 'Declined'. */
export const declineTexts = {
  NBADZIP: 'Invalid Postal Code',
  NDECLINED: 'Declined by the bank, try new card or alternate method',
  NDECLINEDE: 'Declined due to velocity, wait 5 minutes',
  NDECLINEDINSFUNDS: 'Declined due to insufficient funds',
  NEXPIRED: 'Declined by the bank',
  NMYINVINFO: 'Declined by the bank',
  NINVCVV2: 'Invalid CVV2',
  NMYACNOTACCEPTED: 'ACH not accepted',
  NMYAMNOTACCEPTED: 'American Express not accepted',
  NMYDDNOTACCEPTED: 'Direct Debit not accepted',
  NMYDNVEL: 'Too many denials',
  NMYDSNOTACCEPTED: 'Discover not accepted',
  NMYINVAMT: 'customer should contact bank',
  NMYINVAUTHCODE: 'Incorrect Auth Code',
  NMYMCNOTACCEPTED: 'Mastercard not accepted',
  NMYVSNOTACCEPTED: 'Visa not accepted',
  NMYNOPREVAUTH: 'Declined',
  NMYRETRY: 'Please retry',
  NMYSERVNOTALLOWED: 'Service not allowed',
  NMYNEGDB: 'Transaction Data not allowed',
  NMYINVCURRENCY: 'Currency not accepted',
  NMYNOAUTHCODE: 'Missing Auth Code',
  NMYNOCLOSEAMT: 'Missing close amount',
  NMYINVACTION: 'Invalid action',
  NMYSOLONOTACCEPTED: 'Solo not accepted',
  NMYSWNOTACCEPTED: 'Switch not accepted',
} as const;

export type DeclineCode = keyof typeof declineTexts;
export const declineCodes = Object.keys(declineTexts) as DeclineCode[];

export const declineText = (code: string): string =>
  (declineTexts as Record<string, string>)[code] ?? 'Declined';

/**
 * Test cards: the approved card, and one card per decline code (4000 0000 0000 0NNN, NNN = the
 * code's position in `declineCodes` plus one). Any other Visa or Mastercard number is approved.
 */
export const approvedTestCard = '4242424242424242';
export const testCardFor = (code: DeclineCode) =>
  `4000000000000${String(declineCodes.indexOf(code) + 1).padStart(3, '0')}`;

export interface CardDetails {
  number: string;
  cvv?: string;
  zip?: string;
  expMonth?: number;
  expYear?: number;
}

/** What the card alone says: a decline code, or null to approve. */
export function cardDecline(card: CardDetails, now: Date): DeclineCode | null {
  const number = card.number.replace(/\D/g, '');
  if (number.length < 13 || number.length > 19) return 'NMYINVINFO';
  const testIndex = number.startsWith('4000000000000') ? Number(number.slice(13)) : 0;
  if (testIndex > 0 && testIndex <= declineCodes.length) return declineCodes[testIndex - 1] ?? null;
  if (/^3[47]/.test(number)) return 'NMYAMNOTACCEPTED';
  if (/^6011|^65/.test(number)) return 'NMYDSNOTACCEPTED';
  if (card.cvv !== undefined && !/^\d{3,4}$/.test(card.cvv)) return 'NINVCVV2';
  if (card.zip !== undefined && card.zip.trim() === '00000') return 'NBADZIP';
  if (card.expYear !== undefined && card.expMonth !== undefined) {
    const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
    if (
      year < now.getUTCFullYear() ||
      (year === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)
    )
      return 'NEXPIRED';
  }
  return null;
}
