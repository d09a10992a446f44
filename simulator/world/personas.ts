import type { Account, ModelProfile } from './types';

/** Every demo persona signs in with this password (docs/api.md lists them). */
export const personaPassword = 'demo-pass';

export interface Persona {
  id: number;
  username: string;
  email: string;
  summary: string;
  /** Tokens bought at world creation (a genesis ledger entry). */
  tokens: number;
  account: Partial<Omit<Account, 'id' | 'username' | 'email' | 'model'>>;
  model?: Partial<ModelProfile>;
}

/** Fixed accounts with fixed credentials, the same in every seed. Ids 1-99 are reserved for them. */
export const personas: Persona[] = [
  {
    id: 1,
    username: 'demo_member',
    email: 'member@sim.test',
    summary: 'regular member, 500 tokens, card on file, owns two media, follows three models',
    tokens: 500,
    account: { hasCard: true },
  },
  {
    id: 2,
    username: 'demo_whale',
    email: 'whale@sim.test',
    summary: 'super_vip big spender, 250,000 tokens, card on file',
    tokens: 250_000,
    account: { membership: 'super_vip', hasCard: true, isSuperWhale: true },
  },
  {
    id: 3,
    username: 'demo_postpay',
    email: 'postpay@sim.test',
    summary: 'post-pay user: 0 tokens, may spend up to 2,000 tokens on credit',
    tokens: 0,
    account: { hasCard: true, postpayCreditLimit: 2000 },
  },
  {
    id: 4,
    username: 'demo_model',
    email: 'model@sim.test',
    summary: 'model (performer), online, private 30 tokens/min, the default stage of every scenario',
    tokens: 0,
    account: {
      role: 'model',
      gender: 'f',
      complianceStatus: 'approved',
      identityConfirmed: true,
      countryCode: 'DE',
    },
    model: {
      status: 'online',
      privateRate: 30,
      spyRate: 12,
      region: 'europe',
      languages: ['english', 'german'],
      tags: ['chatty', 'cosplay', 'interactive-toy', 'gamer'],
      controlHer: true,
      allowsPrivate: true,
      allowsSpy: true,
      allowsExclusive: true,
      spyStartupTip: 10,
      inVersus: false,
      ticketPrice: 50,
      recordingPrice: 100,
      subject: 'Welcome to the demo room! Goal: 500 tokens',
    },
  },
  {
    id: 5,
    username: 'demo_admin',
    email: 'admin@sim.test',
    summary: 'admin and site moderator',
    tokens: 1000,
    account: { role: 'admin', hasCard: true },
  },
  {
    id: 6,
    username: 'demo_unverified',
    email: 'unverified@sim.test',
    summary: 'member in a regulated region (US, TX): age verification required before buying',
    tokens: 100,
    account: { ageVerificationRequired: true, countryCode: 'US', state: 'TX' },
  },
  {
    id: 7,
    username: 'demo_newbie',
    email: 'newbie@sim.test',
    summary: 'new member: no tokens, no card, never purchased',
    tokens: 0,
    account: { emailConfirmed: false, freeTokensOnHold: 200 },
  },
  {
    id: 8,
    username: 'demo_premium',
    email: 'premium@sim.test',
    summary: 'premium member, 1,200 tokens, card on file',
    tokens: 1200,
    account: { membership: 'premium', hasCard: true },
  },
];
