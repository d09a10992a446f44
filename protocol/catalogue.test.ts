import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type ClientEventName,
  catalogue,
  catalogueTemplates,
  eventNames,
  maxTemplateFields,
  type PayloadOf,
  type ServerEvent,
  type ServerEventName,
  templatesProblem,
} from './index';
import type { Schema } from './schema';

/** Every realtime event the three spec documents name (spec 1 section 7, spec 2 section 7a). */
const namedInSpec = [
  'v3.templates',
  'v3.authorize',
  'v3.authorize.success',
  'v3.authorize.failed',
  'v3.lobby.discover',
  'v3.lobby.discovered',
  'v3.lobby.restarting',
  'v3.ping',
  'v3.pong',
  'v3.refresh',
  'v3.logout',
  'v3.promo_wheel_count',
  'v3.token.update',
  'v3.tip.received',
  'v3.user.highlighted_message',
  'v3.user.invisible-mode',
  'v3.autosilenced',
  'v3.client.version',
  'v3.epoch_oneclick_error',
  'v3.lovense.heartbeat',
  'v3.media.encoded',
  'v3.notification.count',
  'v3.payment.update',
  'v3.reUp.update',
  'v3.user.settings',
  'v3.versus-tournament.starting',
  'v3.versus-tournament.running',
  'v3.versus-tournament.room-update',
  'v3.user_friend.request',
  'v3.user_friend.accepted',
  'v3.user_friend.deleted',
  'v3.private.request',
  'v3.private.started',
  'v3.private.ping',
  'v3.private.end',
  'v3.private.declined',
  'v3.private.expired',
  'v3.private.tick',
  'v3.private.request_failed',
  'v3.spy.end',
  'v3.cam2cam.start',
  'v3.cam2cam.ready',
  'v3.cam2cam.end',
  'v3.chat.user_count',
  'v3.chat.user_joined',
  'v3.chat.user_left',
  'v3.chat.user_list',
  'v3.chat.banned',
  'v3.chat.kicked',
  'v3.chat.history',
  'v3.chat.message',
  'v3.chat.model_settings',
  'v3.chat.moderate',
  'v3.chat.subject',
  'v3.chat.update',
  'v3.chat.app_panels',
  'v3.chat.app_changed_relayed',
  'v3.chat.update_media_list',
  'v3.chat.sodastar',
  'v3.chat.userlist.start',
  'v3.chat.userlist.stop',
  'v3.app.golden_ticket',
  'v3.app.koth',
  'v3.app.outcome',
  'v3.app.scratchoff',
  'fans.error',
];

function fieldNames(schema: Schema): string[] {
  switch (schema.kind) {
    case 'object':
      return Object.entries(schema.fields).flatMap(([key, field]) => [
        key,
        ...fieldNames(field.kind === 'optional' ? field.inner : field),
      ]);
    case 'array':
      return fieldNames(schema.item);
    case 'record':
      return fieldNames(schema.value);
    case 'nullable':
      return fieldNames(schema.inner);
    default:
      return [];
  }
}

describe('catalogue', () => {
  it('names every event of the spec', () => {
    expect(namedInSpec.filter((name) => !eventNames.includes(name as never))).toEqual([]);
  });

  it('has the families the spec lists only by prefix', () => {
    for (const prefix of ['v3.sharecam.', 'v3.lovense.control.', 'v3.versus.'])
      expect(
        eventNames.some((name) => name.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it('uses dot-namespaced names', () => {
    for (const name of eventNames) expect(name).toMatch(/^(v3|fans)\.[\w-]+(\.[\w-]+)*$/);
  });

  it('fits every payload in a bitmask and uses no field name an object inherits', () => {
    for (const name of eventNames) {
      expect(Object.keys(catalogue[name].payload.fields).length).toBeLessThanOrEqual(maxTemplateFields);
      for (const field of fieldNames(catalogue[name].payload)) expect(field in {}, field).toBe(false);
    }
    expect(templatesProblem(catalogueTemplates())).toBeNull();
  });

  it('leaves the bootstrap event out of the templates', () => {
    const names = catalogueTemplates().map((template) => template.name);
    expect(names).not.toContain('v3.templates');
    expect(names).toHaveLength(eventNames.length - 1);
  });

  it('derives payload and event types from the data', () => {
    expectTypeOf<PayloadOf<'v3.lobby.discovered'>>().toEqualTypeOf<{
      readonly room: string;
      readonly url?: string;
    }>();
    expectTypeOf<PayloadOf<'v3.chat.moderate'>['action']>().toEqualTypeOf<
      'banned' | 'kicked' | 'moderator' | 'silenced'
    >();
    expectTypeOf<'v3.authorize'>().toExtend<ClientEventName>();
    expectTypeOf<'v3.ping'>().toExtend<ClientEventName & ServerEventName>();
    expectTypeOf<
      Extract<ServerEvent, { type: 'v3.chat.message' }>['payload']['user']['username']
    >().toEqualTypeOf<string>();
    expectTypeOf<Extract<ServerEvent, { type: 'v3.authorize' }>>().toEqualTypeOf<never>();
    expectTypeOf<Extract<ServerEvent, { type: 'protocol.unknown' }>>().toEqualTypeOf<{
      type: 'protocol.unknown';
      id: number;
      raw: unknown;
    }>();
  });
});
