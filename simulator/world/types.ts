import type { Gender, Language, Membership, Presence, Region } from './catalogue';

export type Role =
  | 'member'
  | 'model'
  | 'studio_owner'
  | 'substudio_manager'
  | 'site_mod'
  | 'admin'
  | 'super_admin';

export type UserSettings = Record<string, string | number | boolean>;

export interface Studio {
  id: number;
  name: string;
  slug: string;
  is_aj_studio: boolean;
  is_master_studio: boolean;
}

/** What a model adds to an account: the public profile, prices and presence. */
export interface ModelProfile {
  age: number;
  tags: string[];
  languages: Language[];
  region: Region;
  /** Tokens per minute. */
  privateRate: number;
  spyRate: number;
  status: Presence;
  isVoyeur: boolean;
  voyeurRoom?: string;
  isAi: boolean;
  subject: string;
  bio: string;
  ratings: { private: number; ticketShow: number; user: number; avgTokenPerStreamingHour: number };
  followers: { countRecent: number; countTotal: number };
  studioId: number | null;
  lastOnlineAt: number;
  /** Toy control (Lovense) is on in the room. */
  controlHer: boolean;
  inVersus: boolean;
  ticketPrice: number;
  recordingPrice: number;
  spyStartupTip: number;
  allowsSpy: boolean;
  allowsPrivate: boolean;
  allowsExclusive: boolean;
  sodastarRank: number | null;
  goal: { tokens: number; collected: number; label: string };
  score: number;
}

export interface Account {
  id: number;
  username: string;
  displayName: string;
  email: string;
  /** Demo personas only: their fixed password (see docs/api.md). Registered accounts keep theirs here. */
  password: string | null;
  gender: Gender;
  role: Role;
  membership: Membership | null;
  createdAt: number;
  birthDate: string;
  countryCode: string;
  state: string | null;
  locale: string;
  /** Post-pay users may spend up to this many tokens below zero; 0 for everyone else. */
  postpayCreditLimit: number;
  hasCard: boolean;
  emailConfirmed: boolean;
  identityConfirmed: boolean;
  ageVerificationRequired: boolean;
  complianceStatus: 'approved' | 'pending' | 'rejected' | null;
  suspendedUntil: number | null;
  isSuperWhale: boolean;
  isBot: boolean;
  settings: UserSettings;
  follows: Set<string>;
  hiddenMedia: Set<number>;
  freeTokensOnHold: number;
  avatarVersion: number;
  notes: Array<{ about: string; text: string; createdAt: number }>;
  model: ModelProfile | null;
}

export interface MediaItem {
  id: number;
  ownerId: number;
  username: string;
  displayName: string;
  name: string;
  description: string;
  slug: string;
  typeId: 1 | 2;
  itemCount: number;
  /** Seconds, videos only. */
  duration: number;
  tokenPrice: number;
  createdAt: number;
  muted: boolean;
  isFreeNoAuth: boolean;
  /** Hidden by its owner: shown with a lock. */
  hidden: boolean;
  popularity: number;
  allTimePopularity: number;
  tags: string[];
}

export interface PressArticle {
  id: number;
  outlet: string;
  title: string;
  url: string;
  publishedAt: number;
  excerpt: string;
}

export interface FaqArticle {
  slug: string;
  title: string;
  category: string;
  /** Server HTML: the client renders it through its sanitizer. */
  html: string;
}

export interface LegalDocument {
  id: number;
  title: string;
  text: string;
  secret: string;
  expired: boolean;
  status: 'pending' | 'signed';
  ownerId: number;
}

export interface FreeVideo {
  id: number;
  slug: string;
  title: string;
  username: string;
  duration: number;
  views: number;
  tags: string[];
  createdAt: number;
}
