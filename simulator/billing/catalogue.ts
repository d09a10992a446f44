/** Token products (spec 1 sections 3 and 9): 10 tokens per dollar, bigger packs discounted. */
export interface Product {
  internal_id: string;
  biller: string;
  biller_link: string;
  tokens: number;
  /** US dollars. */
  amount: number;
  /** Percent off the 10-tokens-per-dollar price. */
  discount: number;
  membership: 'vip' | 'super_vip' | 'premium' | null;
  is_oneclick: boolean;
  group: 'credit' | 'paypal' | 'others' | 'promo';
}

const checkoutLink = (id: string) => `/api/billing/checkout?product=${encodeURIComponent(id)}`;

function pack(
  group: Product['group'],
  biller: string,
  prefix: string,
  tokens: number,
  amount: number,
  discount = 0,
): Product {
  const id = `${prefix}_${tokens}`;
  return {
    internal_id: id,
    biller,
    biller_link: checkoutLink(id),
    tokens,
    amount,
    discount,
    membership: null,
    is_oneclick: false,
    group,
  };
}

const packs: Array<[number, number, number]> = [
  [50, 5.99, 0],
  [100, 10.99, 0],
  [200, 20.99, 0],
  [500, 49.99, 5],
  [1000, 94.99, 10],
  [2500, 224.99, 15],
];

function membership(level: 'vip' | 'super_vip' | 'premium', tokens: number, amount: number): Product {
  const id = `membership_${level}`;
  return {
    ...pack('credit', 'simcard', 'membership', tokens, amount),
    internal_id: id,
    biller_link: checkoutLink(id),
    membership: level,
  };
}

export const products: Product[] = [
  ...packs.map(([tokens, amount, discount]) => pack('credit', 'simcard', 'credit', tokens, amount, discount)),
  membership('vip', 200, 19.99),
  membership('super_vip', 600, 49.99),
  membership('premium', 1200, 99.99),
  ...packs
    .slice(1, 5)
    .map(([tokens, amount, discount]) => pack('paypal', 'simpaypal', 'paypal', tokens, amount, discount)),
  {
    ...pack('others', 'simcrypto', '1', 100, 10.99),
    internal_id: '1_100',
    biller_link: checkoutLink('1_100'),
  },
  pack('others', 'simcashtocode', 'cashtocode', 500, 49.99, 5),
  // Promo products: the age-verification offer and sign-up promo (300 tokens for $10.99, 69% off).
  {
    ...pack('promo', 'simcard', 'promo', 300, 10.99, 69),
    internal_id: 'promo_av_300',
    biller_link: checkoutLink('promo_av_300'),
  },
  {
    ...pack('promo', 'simcard', 'promo', 200, 0, 100),
    internal_id: 'promo_free_200',
    biller_link: checkoutLink('promo_free_200'),
  },
];

export const productById = new Map(products.map((product) => [product.internal_id, product]));

/** One-click is offered only for plain packs of 50, 100 or 200 tokens (spec 1 section 5). */
export const isOneClickEligible = (product: Product) =>
  [50, 100, 200].includes(product.tokens) &&
  product.amount > 0 &&
  product.membership === null &&
  product.discount === 0 &&
  product.group === 'credit';

export const cents = (dollars: number) => Math.round(dollars * 100);
