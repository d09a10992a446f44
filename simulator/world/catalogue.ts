/** Fixed vocabularies of the product (spec 2 section 2.1, spec 3 section 3): the world draws from these. */

export const genders = ['f', 'c', 'm', 't'] as const;
export type Gender = (typeof genders)[number];

export const genderSlugs = { f: 'girls', c: 'couples', m: 'men', t: 'trans' } as const satisfies Record<
  Gender,
  string
>;
export type GenderSlug = (typeof genderSlugs)[Gender];
export const genderBySlug = Object.fromEntries(
  Object.entries(genderSlugs).map(([gender, slug]) => [slug, gender]),
) as Record<GenderSlug, Gender>;
export const genderLabels = { f: 'Female', c: 'Couple', t: 'Trans', m: 'Male' } as const;

export const languages = [
  'arabic',
  'chinese',
  'dutch',
  'english',
  'french',
  'german',
  'italian',
  'japanese',
  'korean',
  'polish',
  'portuguese',
  'romanian',
  'russian',
  'spanish',
  'ukrainian',
] as const;
export type Language = (typeof languages)[number];

export const regions = [
  'africa',
  'asia',
  'central-south-america',
  'eastern-europe',
  'europe',
  'usa',
] as const;
export type Region = (typeof regions)[number];

/** Countries per region (ISO codes), with the languages most spoken there. */
export const countriesByRegion: Record<Region, Array<{ code: string; languages: Language[] }>> = {
  africa: [
    { code: 'ZA', languages: ['english'] },
    { code: 'KE', languages: ['english'] },
    { code: 'MA', languages: ['arabic', 'french'] },
  ],
  asia: [
    { code: 'JP', languages: ['japanese'] },
    { code: 'KR', languages: ['korean'] },
    { code: 'PH', languages: ['english'] },
    { code: 'TH', languages: ['english'] },
    { code: 'CN', languages: ['chinese'] },
  ],
  'central-south-america': [
    { code: 'CO', languages: ['spanish'] },
    { code: 'BR', languages: ['portuguese'] },
    { code: 'AR', languages: ['spanish'] },
    { code: 'MX', languages: ['spanish'] },
  ],
  'eastern-europe': [
    { code: 'RO', languages: ['romanian'] },
    { code: 'UA', languages: ['ukrainian', 'russian'] },
    { code: 'PL', languages: ['polish'] },
    { code: 'RU', languages: ['russian'] },
  ],
  europe: [
    { code: 'DE', languages: ['german'] },
    { code: 'FR', languages: ['french'] },
    { code: 'IT', languages: ['italian'] },
    { code: 'NL', languages: ['dutch'] },
    { code: 'ES', languages: ['spanish'] },
    { code: 'GB', languages: ['english'] },
  ],
  usa: [
    { code: 'US', languages: ['english', 'spanish'] },
    { code: 'CA', languages: ['english', 'french'] },
  ],
};

/** Private rates in tokens per minute, and the listing's optional upper bounds. */
export const privateRates = [6, 12, 18, 30, 60, 90, 120] as const;
export const privateRateUpperBounds = [18, 60, 120, 999] as const;

/** Presence states of a model (spec 3 enumerations). */
export const presenceStates = [
  'online',
  'private',
  'limited',
  'offline',
  'standby',
  'connected',
  'reconnecting',
  'online_ai',
] as const;
export type Presence = (typeof presenceStates)[number];

export const memberships = ['vip', 'super_vip', 'premium'] as const;
export type Membership = (typeof memberships)[number];

export const tagNames = [
  'asian',
  'latina',
  'ebony',
  'blonde',
  'brunette',
  'redhead',
  'curvy',
  'petite',
  'bbw',
  'milf',
  'mature',
  'teen',
  'tattoo',
  'piercing',
  'glasses',
  'cosplay',
  'gamer',
  'dance',
  'fitness',
  'yoga',
  'music',
  'cooking',
  'asmr',
  'roleplay',
  'shy',
  'chatty',
  'lingerie',
  'interactive-toy',
  'outdoor',
  'new',
  'muscular',
  'bear',
  'daddy',
  'college',
  'nerdy',
  'hd',
  'cam2cam',
  'feet',
] as const;

export const voyeurRooms = ['bedroom', 'kitchen', 'shower', 'living-room'] as const;

export const pressOutlets = ['Daily Wire Tech', 'Creator Economy Weekly', 'StreamBeat', 'Web Culture Review'];

export const chatFonts = [
  'Default',
  'Arial',
  'Bookman Old Style',
  'Comic Sans MS',
  'Courier',
  'Lucida',
  'Palantino',
  'Tahoma',
  'Times New Roman',
] as const;
