import { cardDecline, declineText } from '../billing/declines';
import { digest } from '../core/hash';
import { failure } from './http';
import { notFound, ok, type Router, text } from './route';

const required: Array<[string, string]> = [
  ['first_name', 'First name is required'],
  ['last_name', 'Last name is required'],
  ['address', 'Address is required'],
  ['city', 'City is required'],
  ['country', 'Country is required'],
  ['zip', 'Postal code is required'],
  ['birth_date', 'Date of birth is required'],
  ['payment_token', 'Credit card number is required'],
];

/** The age-verification flow (spec 3 sections 4, 5 and 7). */
export const ageVerificationRoutes = (route: Router) => [
  route(
    'post',
    '/ccbill/oauth_token',
    ({ sim, account }) =>
      account
        ? ok({
            access_token: `pt-${digest(sim.seed, 'oauth', account.id, sim.world.clock.now())}`,
            token_type: 'Bearer',
            expires_in: 600,
          })
        : notFound(),
    { auth: 'member' },
  ),

  route(
    'post',
    '/age-verification',
    ({ sim, account, body }) => {
      if (!account) return notFound();
      const errors: Record<string, string> = {};
      for (const [field, message] of required) if (!text(body[field]).trim()) errors[field] = message;
      if (!text(body.email).trim() && !account.email) errors.email = 'Email is required';
      const country = text(body.country);
      if ((country === 'US' || country === 'CA') && !text(body.state)) errors.state = 'State is required';
      const card = (body.card ?? {}) as Record<string, unknown>;
      const first6 = text(card.first6);
      const last4 = text(card.last4);
      if (!/^\d{6}$/.test(first6) || !/^\d{4}$/.test(last4)) errors.card = 'Credit card number is required';
      if (!card.exp_month || !card.exp_year) errors.expiry = 'Expiration date is required';
      for (const [field, value] of Object.entries(body))
        if (typeof value === 'string' && value.length > 50) errors[field] = `${field} is too long`;
      const first = Object.values(errors)[0];
      if (first) return failure(422, first, { errorType: 'validation', errors, message: first });

      const born = Date.parse(`${text(body.birth_date)}T00:00:00Z`);
      const adult = new Date(born);
      adult.setUTCFullYear(adult.getUTCFullYear() + 18);
      if (Number.isNaN(born) || adult.getTime() > sim.world.clock.now())
        return failure(422, 'Verification failed', {
          errorType: 'under_age',
          message: 'Verification failed',
        });
      // The card travels as first six and last four digits; the middle is read as zeros.
      const decline = cardDecline(
        {
          number: `${first6}000000${last4}`,
          expMonth: Number(card.exp_month),
          expYear: Number(card.exp_year),
        },
        new Date(sim.world.clock.now()),
      );
      if (decline)
        return failure(422, declineText(decline), {
          errorType: 'card_declined',
          decline_code: decline,
          message: declineText(decline),
        });
      sim.world.updateAccount(account.id, {
        ageVerificationRequired: false,
        identityConfirmed: true,
        hasCard: true,
      });
      return ok({ status: true, message: 'Your age is verified.' });
    },
    { auth: 'member' },
  ),

  route(
    'get',
    '/incode/url/user-age-estimation',
    ({ sim, account }) =>
      account
        ? ok({
            url: `https://verify.example.test/incode/estimate?session=${digest(sim.seed, 'incode', account.id)}`,
          })
        : notFound(),
    { auth: 'member' },
  ),
  route(
    'get',
    '/incode/url/user-age-verification',
    ({ sim, account }) =>
      account
        ? ok({
            url: `https://verify.example.test/incode/verify?session=${digest(sim.seed, 'incode', account.id)}`,
          })
        : notFound(),
    { auth: 'member' },
  ),
  route(
    'get',
    '/yoti/url',
    ({ sim, account, url }) => {
      if (!account) return notFound();
      const type = url.searchParams.get('type');
      if (type !== 'TYPE_DOC_SCAN' && type !== 'TYPE_DIGITAL_ID')
        return failure(422, 'type must be TYPE_DOC_SCAN or TYPE_DIGITAL_ID', { errorType: 'validation' });
      return ok({
        url: `https://verify.example.test/yoti/${type.toLowerCase()}?session=${digest(sim.seed, 'yoti', account.id)}`,
      });
    },
    { auth: 'member' },
  ),
];
