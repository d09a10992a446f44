import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeResultProblem, hostileFrame, inBothFramings, shuffledTemplates } from './arbitraries';
import { catalogueTemplates, createCodec, type EventName } from './index';

const templates = catalogueTemplates();
const codec = createCodec(templates);
const id = (name: EventName) => templates.findIndex((template) => template.name === name);
const userCount = id('v3.chat.user_count');
const clientVersion = id('v3.client.version');
const authorize = id('v3.authorize');

describe('malformed frames', () => {
  it.each([
    ['not JSON', '{"oops', 'text frame is not valid JSON'],
    ['not MessagePack', new Uint8Array([0x92, 0x01]), 'binary frame is not valid MessagePack'],
    ['trailing MessagePack bytes', new Uint8Array([0x92, 0x01, 0x80, 0x00]), 'not valid MessagePack'],
    ['neither text nor bytes', 42, 'a frame is a string (JSON) or bytes (MessagePack)'],
    ['not an array', '{"id":1}', 'a frame is an array'],
    ['too short', '[1]', 'a frame has 2 to 4 elements'],
    ['too long', '[1,{},null,1,2]', 'a frame has 2 to 4 elements'],
    ['a string id', '["7",{}]', 'the event id is a non-negative integer'],
    ['a negative id', '[-1,{}]', 'the event id is a non-negative integer'],
    ['a fractional id', '[1.5,{}]', 'the event id is a non-negative integer'],
    ['a scalar payload', '[1,"x"]', 'the payload is an object (plain) or an array (packed)'],
    ['a packed frame without mask', '[1,[3]]', 'a packed frame has a bitmask'],
    ['a negative mask', '[1,[3],-1]', 'the bitmask is an integer'],
    ['a mask of 2^31', `[1,[3],${2 ** 31}]`, 'the bitmask is an integer'],
    ['fewer values than bits', '[1,[3],3]', 'one value per bit'],
    ['more values than bits', '[1,[3,4],1]', 'one value per bit'],
    ['a plain frame with a mask', '[1,{},1,5]', 'null in place of a bitmask'],
    ['a plain frame of three', '[1,{},null]', 'a plain frame is'],
    ['a zero seq', `[${userCount},{"count":1},null,0]`, 'the seq is a positive integer'],
    ['a string seq', `[${userCount},{"count":1},null,"5"]`, 'the seq is a positive integer'],
    ['a templates frame with a seq', '["v3.templates",{"events":[]},null,1]', 'the templates frame is'],
  ])('%s', (_label, data, reason) => {
    const decoded = codec.decodeServerFrame(data);
    expect(decoded).toMatchObject({ type: 'protocol.malformed', raw: data });
    expect(decoded.type === 'protocol.malformed' && decoded.reason).toContain(reason);
  });
});

describe('unknown ids', () => {
  it('an id past the end of the templates', () => {
    const data = `[${templates.length},{}]`;
    expect(codec.decodeServerFrame(data)).toEqual({
      type: 'protocol.unknown',
      id: templates.length,
      raw: data,
    });
  });

  it('an id whose template names an event this client does not know', () => {
    const newer = createCodec([...templates, { name: 'v3.future.event', fields: ['a'] }]);
    expect(newer.decodeServerFrame(`[${templates.length},[1],1]`)).toMatchObject({
      type: 'protocol.unknown',
      id: templates.length,
    });
  });
});

describe('invalid payloads', () => {
  it.each([
    ['a missing field', `[${userCount},{}]`, 'count: missing'],
    ['a wrong type', `[${userCount},{"count":"3"}]`, 'count: expected an integer'],
    ['a fraction for an integer', `[${userCount},[2.5],1]`, 'count: expected an integer'],
    [
      'null for an optional field',
      `[${id('v3.lobby.discovered')},{"room":"a","url":null}]`,
      'url: expected a string',
    ],
    [
      'a value outside an enum',
      `[${id('v3.user.status')},{"username":"a","status":"away"}]`,
      'status: expected one of',
    ],
    [
      'a deep wrong type',
      `[${id('v3.chat.user_list')},{"count":1,"users":[{"username":"a","is_model":false,"recentTips":"x"}]}]`,
      'users.0.recentTips: expected an integer',
    ],
    ['a mask beyond the template', `[${userCount},[1,2],3]`, 'the bitmask names fields beyond the template'],
    [
      'a client event sent by the server',
      `[${authorize},{"token":"t","version":"1"}]`,
      'is not sent by the server',
    ],
    ['a seq on a lobby event', `[${clientVersion},{"version":"2"},null,9]`, 'a lobby event carries no seq'],
    [
      'a templates frame naming an event twice',
      '["v3.templates",{"events":[{"name":"a","fields":[]},{"name":"a","fields":[]}]}]',
      'twice',
    ],
    [
      'a templates frame of the wrong shape',
      '["v3.templates",{"events":[{"name":"a"}]}]',
      'events.0.fields: missing',
    ],
  ])('%s', (_label, data, reason) => {
    const decoded = codec.decodeServerFrame(data);
    expect(decoded).toMatchObject({ type: 'protocol.invalid', raw: data });
    expect(decoded.type === 'protocol.invalid' && decoded.reason).toContain(reason);
  });

  it('names the event', () => {
    expect(codec.decodeServerFrame(`[${userCount},{}]`)).toMatchObject({ name: 'v3.chat.user_count' });
  });

  it('refuses a server-only event, any seq and the templates frame from a client', () => {
    expect(codec.decodeClientFrame(`[${userCount},{"count":1}]`)).toMatchObject({
      type: 'protocol.invalid',
      reason: 'v3.chat.user_count is not sent by the client',
    });
    expect(codec.decodeClientFrame(`[${id('v3.chat.send')},{"message":"hi"},null,3]`)).toMatchObject({
      type: 'protocol.invalid',
      reason: 'a client event carries no seq',
    });
    expect(codec.decodeClientFrame('["v3.templates",{"events":[]}]')).toMatchObject({
      type: 'protocol.invalid',
    });
  });

  it('accepts a seq on a room event and leaves it off when absent', () => {
    expect(codec.decodeServerFrame(`[${userCount},[4],1,17]`)).toEqual({
      type: 'v3.chat.user_count',
      payload: { count: 4 },
      seq: 17,
    });
    expect(codec.decodeServerFrame(`[${userCount},[4],1]`)).toEqual({
      type: 'v3.chat.user_count',
      payload: { count: 4 },
    });
  });
});

describe('the decoder is total', () => {
  it('answers every hostile frame with a contract shape, never a throw (small run; npm run fuzz:protocol runs 1,000,000)', () => {
    fc.assert(
      fc.property(
        shuffledTemplates.chain((shuffled) => {
          const codec = createCodec(shuffled);
          return fc.tuple(fc.constant(codec), hostileFrame(inBothFramings(codec)));
        }),
        ([client, frame]) => {
          expect(decodeResultProblem(client.decodeServerFrame(frame))).toBeNull();
          expect(decodeResultProblem(client.decodeClientFrame(frame))).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the result check itself rejects what the contract forbids', () => {
    expect(decodeResultProblem({ type: 'v3.chat.user_count', payload: { count: 'x' } })).not.toBeNull();
    expect(decodeResultProblem({ type: 'v3.nope', payload: {} })).not.toBeNull();
    expect(decodeResultProblem({ type: 'protocol.malformed', raw: 1 })).not.toBeNull();
    expect(decodeResultProblem({ type: 'v3.chat.user_count', payload: { count: 1 }, seq: 1 })).toBeNull();
  });
});
