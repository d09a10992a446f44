import { base, en, Faker } from '@faker-js/faker';
import { digest, hash32 } from '../core/hash';
import { createRng, type Rng } from '../core/prng';
import { accountOf, type LedgerDraft } from '../ledger/ledger';
import {
  countriesByRegion,
  type Gender,
  type Language,
  memberships,
  type Presence,
  pressOutlets,
  privateRates,
  regions,
  tagNames,
  voyeurRooms,
} from './catalogue';
import { personaPassword, personas } from './personas';
import { defaultSettings } from './settings';
import type {
  Account,
  FaqArticle,
  FreeVideo,
  LegalDocument,
  MediaItem,
  ModelProfile,
  PressArticle,
  Role,
  Studio,
} from './types';

const day = 86_400_000;

/** Everything the seed decides. Built once per seed, then changed only through World commands. */
export interface WorldData {
  seed: string;
  epoch: number;
  accounts: Map<number, Account>;
  byUsername: Map<string, Account>;
  byEmail: Map<string, Account>;
  /** Every model account, in the seeded browse order. */
  models: Account[];
  studios: Studio[];
  media: MediaItem[];
  mediaById: Map<number, MediaItem>;
  press: PressArticle[];
  faq: FaqArticle[];
  legal: LegalDocument[];
  redirectKeys: Map<string, boolean>;
  freeVideos: FreeVideo[];
  /** Token movements that happened before the simulation starts (ledger genesis). */
  genesis: LedgerDraft[];
  nextAccountId: number;
}

export const worldShape = { models: 320, aiModels: 16, voyeurCams: 10, members: 600 } as const;

function weighted<T>(rng: Rng, table: Array<[T, number]>): T {
  let roll = rng.next() * table.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of table) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (table.at(-1) as [T, number])[0];
}

const itemCountText = (typeId: 1 | 2) => (typeId === 1 ? 'a picture set' : 'a video');

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function generateWorld(seed: string, epoch: number): WorldData {
  const rng = createRng(seed);
  const faker = new Faker({ locale: [en, base] });
  const section = (label: string) => {
    faker.seed(hash32(`${seed}/${label}`));
    return rng.fork(label);
  };
  const data: WorldData = {
    seed,
    epoch,
    accounts: new Map(),
    byUsername: new Map(),
    byEmail: new Map(),
    models: [],
    studios: [],
    media: [],
    mediaById: new Map(),
    press: [],
    faq: [],
    legal: [],
    redirectKeys: new Map(),
    freeVideos: [],
    genesis: [],
    nextAccountId: 100_000,
  };
  const genesisAt = epoch - 2 * day;

  function uniqueUsername(wanted: string, suffixRng: Rng): string {
    let name = wanted
      .toLowerCase()
      .replace(/[^a-z0-9_-]/g, '')
      .slice(0, 20);
    if (name.length < 3) name = `user${name}`;
    while (data.byUsername.has(name)) name = `${name.slice(0, 16)}${suffixRng.int(10, 9999)}`;
    return name;
  }

  function addAccount(account: Account) {
    data.accounts.set(account.id, account);
    data.byUsername.set(account.username.toLowerCase(), account);
    data.byEmail.set(account.email.toLowerCase(), account);
    if (account.model) data.models.push(account);
  }

  function baseAccount(id: number, username: string, gender: Gender, r: Rng): Account {
    const born = new Date(epoch - r.int(19, 60) * 365.25 * day - r.int(0, 364) * day);
    return {
      id,
      username,
      displayName: username,
      email: `${username}@example.test`,
      password: null,
      gender,
      role: 'member',
      membership: null,
      createdAt: epoch - r.int(1, 1500) * day,
      birthDate: born.toISOString().slice(0, 10),
      countryCode: 'US',
      state: null,
      locale: 'en',
      postpayCreditLimit: 0,
      hasCard: false,
      emailConfirmed: true,
      identityConfirmed: false,
      ageVerificationRequired: false,
      complianceStatus: null,
      suspendedUntil: null,
      isSuperWhale: false,
      isBot: true,
      settings: { ...defaultSettings },
      follows: new Set(),
      hiddenMedia: new Set(),
      freeTokensOnHold: 0,
      avatarVersion: 0,
      notes: [],
      model: null,
    };
  }

  // Studios.
  {
    const r = section('studios');
    for (let index = 0; index < 6; index += 1) {
      const name = `${faker.company.name()} Studio`;
      data.studios.push({
        id: index + 1,
        name,
        slug: slugify(name),
        is_aj_studio: index === 0,
        is_master_studio: index < 2 && r.chance(0.5),
      });
    }
  }

  function modelProfile(r: Rng, status: Presence, overrides: Partial<ModelProfile> = {}): ModelProfile {
    const region = r.pick(regions);
    const country = r.pick(countriesByRegion[region]);
    const languages = new Set<Language>(country.languages);
    if (r.chance(0.6)) languages.add('english');
    const privateRate = r.pick(privateRates);
    const tags = r.shuffle(tagNames).slice(0, r.int(2, 6));
    return {
      age: r.int(18, 55),
      tags,
      languages: [...languages],
      region,
      privateRate,
      spyRate: Math.max(6, Math.round(privateRate / 2)),
      status,
      isVoyeur: false,
      isAi: false,
      subject: faker.lorem.sentence({ min: 4, max: 10 }),
      bio: faker.lorem.paragraph(),
      ratings: {
        private: r.int(30, 50) / 10,
        ticketShow: r.int(30, 50) / 10,
        user: r.int(30, 50) / 10,
        avgTokenPerStreamingHour: r.int(50, 2500),
      },
      followers: { countRecent: r.int(0, 300), countTotal: r.int(10, 90_000) },
      studioId: r.chance(0.4) ? r.int(1, data.studios.length) : null,
      lastOnlineAt: epoch - (status === 'offline' ? r.int(1, 30 * 24) * 3_600_000 : 0),
      controlHer: r.chance(0.3),
      inVersus: r.chance(0.06),
      ticketPrice: r.pick([20, 30, 50, 75, 100]),
      recordingPrice: r.pick([0, 50, 100, 150]),
      spyStartupTip: r.pick([0, 0, 10, 20]),
      allowsSpy: r.chance(0.85),
      allowsPrivate: r.chance(0.92),
      allowsExclusive: r.chance(0.4),
      sodastarRank: r.chance(0.1) ? r.int(1, 2000) : null,
      goal: { tokens: r.pick([200, 500, 1000, 2500]), collected: 0, label: faker.lorem.words(3) },
      score: r.next(),
      ...overrides,
    };
  }

  // Personas first: fixed ids, fixed credentials.
  {
    const r = section('personas');
    for (const persona of personas) {
      const account = baseAccount(persona.id, persona.username, persona.account.gender ?? 'm', r);
      Object.assign(account, persona.account, {
        email: persona.email,
        password: personaPassword,
        isBot: false,
        displayName: persona.username,
        createdAt: epoch - 400 * day,
      });
      if (persona.account.postpayCreditLimit) account.settings.postpay = 'YES';
      if (persona.model) account.model = modelProfile(r, 'online', { ...persona.model, score: 2 });
      addAccount(account);
    }
  }

  // Models: regular performers, AI companions and voyeur cams; every presence state is present.
  {
    const r = section('models');
    const presenceTable: Array<[Presence, number]> = [
      ['online', 38],
      ['private', 8],
      ['limited', 4],
      ['standby', 5],
      ['connected', 2],
      ['reconnecting', 1],
      ['offline', 42],
    ];
    const genderTable: Array<[Gender, number]> = [
      ['f', 62],
      ['c', 12],
      ['m', 13],
      ['t', 13],
    ];
    let id = 1000;
    const total = worldShape.models + worldShape.aiModels + worldShape.voyeurCams;
    for (let index = 0; index < total; index += 1) {
      const isAi = index >= worldShape.models && index < worldShape.models + worldShape.aiModels;
      const isVoyeur = index >= worldShape.models + worldShape.aiModels;
      // The first rows cover every presence and gender, whatever the seed.
      const gender = index < 4 ? (['f', 'c', 'm', 't'] as const)[index] : weighted(r, genderTable);
      const presence = (
        isAi
          ? 'online_ai'
          : isVoyeur
            ? 'online'
            : index < 7
              ? (
                  ['online', 'private', 'limited', 'standby', 'connected', 'reconnecting', 'offline'] as const
                )[index]
              : weighted(r, presenceTable)
      ) as Presence;
      const sex = gender === 'm' ? 'male' : 'female';
      const first = faker.person.firstName(sex);
      const base = isVoyeur
        ? `voyeur_${r.pick(voyeurRooms).replace('-', '')}${index}`
        : faker.internet.username({ firstName: first });
      const username = uniqueUsername(isAi ? `${base.slice(0, 16)}-ai` : base, r);
      const account = baseAccount(id++, username, gender ?? 'f', r);
      account.displayName = gender === 'c' ? `${first} & ${faker.person.firstName()}` : first;
      account.role = 'model';
      account.complianceStatus = 'approved';
      account.identityConfirmed = true;
      account.model = modelProfile(r, presence, {
        isAi,
        isVoyeur,
        ...(isVoyeur ? { voyeurRoom: r.pick(voyeurRooms), allowsPrivate: false, allowsSpy: false } : {}),
        ...(isAi ? { allowsPrivate: false, allowsSpy: false, privateRate: 6 } : {}),
      });
      const country = r.pick(countriesByRegion[account.model.region]);
      account.countryCode = country.code;
      addAccount(account);
    }
  }

  // Members of every role and membership.
  {
    const r = section('members');
    const roleTable: Array<[Role, number]> = [
      ['member', 560],
      ['studio_owner', 6],
      ['substudio_manager', 4],
      ['site_mod', 5],
      ['admin', 2],
      ['super_admin', 1],
    ];
    for (let index = 0; index < worldShape.members; index += 1) {
      const gender = weighted<Gender>(r, [
        ['m', 80],
        ['f', 12],
        ['c', 4],
        ['t', 4],
      ]);
      const first = faker.person.firstName(gender === 'f' ? 'female' : 'male');
      const account = baseAccount(
        100 + index,
        uniqueUsername(faker.internet.username({ firstName: first }), r),
        gender,
        r,
      );
      account.role = (
        index < 4
          ? (['studio_owner', 'site_mod', 'admin', 'super_admin'] as const)[index]
          : weighted(r, roleTable)
      ) as Role;
      account.membership = weighted(r, [
        [null, 70],
        [memberships[0], 15],
        [memberships[1], 10],
        [memberships[2], 5],
      ]);
      account.hasCard = r.chance(0.55);
      account.isSuperWhale = r.chance(0.02);
      account.postpayCreditLimit = account.hasCard && r.chance(0.05) ? 1000 : 0;
      account.countryCode = r.pick(Object.values(countriesByRegion).flat()).code;
      addAccount(account);
      const tokens = account.isSuperWhale ? r.int(20_000, 80_000) : r.chance(0.7) ? r.int(0, 3000) : 0;
      if (tokens > 0)
        data.genesis.push({
          kind: 'purchase',
          from: 'house',
          to: accountOf(account.id),
          amount: tokens,
          at: genesisAt,
          memo: { cents: tokens * 10, method: 'credit', productId: 'genesis' },
        });
    }
  }

  // Media libraries: pictures and videos for most performers.
  {
    const r = section('media');
    let id = 10_000;
    for (const model of data.models) {
      if (model.model?.isVoyeur) continue;
      const count = model.username === 'demo_model' ? 8 : r.int(0, 14);
      for (let index = 0; index < count; index += 1) {
        const typeId = r.chance(0.55) ? 1 : 2;
        const name = `${faker.word.adjective()} ${faker.word.noun()}`.replace(/^./, (c) => c.toUpperCase());
        const free = r.chance(0.12) || (model.username === 'demo_model' && index === 0);
        const item: MediaItem = {
          id: id++,
          ownerId: model.id,
          username: model.username,
          displayName: model.displayName,
          name,
          description: `${name} by ${model.displayName}: ${itemCountText(typeId)}.`,
          slug: slugify(name),
          typeId,
          itemCount: typeId === 1 ? r.int(3, 40) : 1,
          duration: typeId === 2 ? r.int(30, 1800) : 0,
          tokenPrice: free ? 0 : r.pick([10, 25, 50, 75, 100, 150, 250]),
          createdAt: epoch - r.int(0, 365) * day - r.int(0, 86_399) * 1000,
          muted: typeId === 2 && r.chance(0.15),
          isFreeNoAuth: free && r.chance(0.5),
          hidden: r.chance(0.05),
          popularity: r.int(0, 5000),
          allTimePopularity: r.int(0, 200_000),
          tags: r.shuffle(model.model?.tags ?? []).slice(0, 2),
        };
        data.media.push(item);
        data.mediaById.set(item.id, item);
      }
    }
  }

  // Persona history: the member follows and owns media; the model has earned tips.
  {
    const r = section('history');
    const member = data.byUsername.get('demo_member') as Account;
    const whale = data.byUsername.get('demo_whale') as Account;
    const demoModel = data.byUsername.get('demo_model') as Account;
    for (const persona of personas)
      if (persona.tokens > 0)
        data.genesis.push({
          kind: 'purchase',
          from: 'house',
          to: accountOf(persona.id),
          amount: persona.tokens + (persona.username === 'demo_member' ? 125 : 0),
          at: genesisAt,
          memo: { cents: persona.tokens * 10, method: 'credit', productId: 'genesis' },
        });
    const online = data.models.filter(
      (model) => model.model?.status === 'online' && model.id !== demoModel.id,
    );
    for (const model of [demoModel, ...r.shuffle(online).slice(0, 2)]) member.follows.add(model.username);
    const buyable = data.media
      .filter((item) => item.ownerId === demoModel.id && item.tokenPrice > 0)
      .slice(0, 2);
    for (const item of buyable.slice(0, 2)) {
      data.genesis.push({
        kind: 'media_purchase',
        from: accountOf(member.id),
        to: accountOf(item.ownerId),
        amount: item.tokenPrice,
        at: genesisAt,
        memo: { mediaId: item.id },
      });
    }
    data.genesis.push({
      kind: 'tip',
      from: accountOf(whale.id),
      to: accountOf(demoModel.id),
      amount: 1500,
      at: genesisAt,
      memo: { room: demoModel.username, comment: 'great show' },
    });
    member.notes.push({ about: demoModel.username, text: 'Likes cosplay requests.', createdAt: genesisAt });
  }

  // Site content: press, FAQ, legal documents, redirect keys, free videos.
  {
    const r = section('content');
    for (let index = 0; index < 45; index += 1) {
      const title = faker.company.catchPhrase();
      data.press.push({
        id: index + 1,
        outlet: r.pick(pressOutlets),
        title,
        url: `https://press.example.test/${slugify(title)}`,
        publishedAt: epoch - r.int(1, 1000) * day,
        excerpt: faker.lorem.sentences(2),
      });
    }
    data.press.sort((a, b) => b.publishedAt - a.publishedAt);
    const topics = [
      ['buying-tokens', 'How do I buy tokens?', 'Billing'],
      ['private-shows', 'How do private shows work?', 'Shows'],
      ['spy-mode', 'What is spy mode?', 'Shows'],
      ['ticket-shows', 'What is a ticket show?', 'Shows'],
      ['age-verification', 'Why do I need to verify my age?', 'Account'],
      ['post-pay', 'What is post-pay?', 'Billing'],
      ['refunds', 'Can I get a refund?', 'Billing'],
      ['become-a-model', 'How do I become a model?', 'Models'],
      ['privacy', 'How is my privacy protected?', 'Account'],
      ['teen-accounts', 'Are teen accounts allowed?', 'Account'],
    ] as const;
    for (const [slug, title, category] of topics)
      data.faq.push({
        slug,
        title,
        category,
        html: `<p>${faker.lorem.paragraph()}</p><p>${faker.lorem.paragraph()} <a href="/support">Contact support</a>.</p>`,
      });
    for (let index = 0; index < 3; index += 1)
      data.legal.push({
        id: index + 1,
        title: ['Model release', 'Studio agreement', 'Content license'][index] as string,
        text: faker.lorem.paragraphs(4),
        secret: digest(seed, 'legal', index),
        expired: index === 2,
        status: 'pending',
        ownerId: 4,
      });
    for (let index = 0; index < 5; index += 1)
      data.redirectKeys.set(digest(seed, 'redir', index).slice(0, 10), index < 4);
    const performers = data.models.filter((model) => !model.model?.isVoyeur && !model.model?.isAi);
    for (let index = 0; index < 120; index += 1) {
      const model = r.pick(performers);
      const title = faker.lorem.words(r.int(3, 6));
      data.freeVideos.push({
        id: 50_000 + index,
        slug: `${slugify(title)}-${50_000 + index}`,
        title,
        username: model.username,
        duration: r.int(60, 1500),
        views: r.int(100, 500_000),
        tags: r.shuffle(model.model?.tags ?? []).slice(0, 2),
        createdAt: epoch - r.int(0, 700) * day,
      });
    }
  }

  // Browse order: persona model first, then by status and seeded score.
  const statusRank: Record<Presence, number> = {
    online: 0,
    online_ai: 1,
    private: 2,
    limited: 3,
    standby: 4,
    connected: 5,
    reconnecting: 6,
    offline: 7,
  };
  data.models.sort(
    (a, b) =>
      statusRank[a.model?.status ?? 'offline'] - statusRank[b.model?.status ?? 'offline'] ||
      (b.model?.score ?? 0) - (a.model?.score ?? 0),
  );
  return data;
}

const pristine = new Map<string, WorldData>();

/**
 * The same world as generateWorld, built once per seed and epoch and then copied: for tests and
 * scripts that open many worlds (a copy costs a fraction of a build). Keeps the pristine copy.
 */
export function generateWorldOnce(seed: string, epoch: number): WorldData {
  const key = `${seed}@${epoch}`;
  let data = pristine.get(key);
  if (!data) {
    data = generateWorld(seed, epoch);
    pristine.set(key, data);
  }
  return structuredClone(data);
}
