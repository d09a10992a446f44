import { http } from 'msw';
import { apiPrefix, json } from './http';

/** The current user. Until a session is signed in, the visitor is an anonymous guest. */
export const userHandlers = [
  http.get(`${apiPrefix}/user/current`, () =>
    json({ user: null, tokens: 0, has_purchase: false, has_cc: false, media_ids: [], settings: {} }),
  ),
];
