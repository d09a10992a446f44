/**
 * The v3 realtime protocol: the one public entry of protocol/. Read docs/protocol.md for the wire
 * format. Client code gets ids only from the templates the server sent: never hard-code one.
 */
export { type Catalogue, catalogue, type Direction, type EventSpec, type Scope } from './catalogue';
export {
  type Codec,
  createCodec,
  type EncodeOptions,
  type Packing,
  payloadProblem,
  templatesFrameHead,
} from './codec';
export {
  type ClientEvent,
  type ClientEventName,
  carriesSeq,
  type DecodedClientEvent,
  directionOf,
  type EventName,
  type EventOf,
  eventNames,
  isEventName,
  type PayloadOf,
  type ProtocolFailure,
  type ProtocolInvalid,
  type ProtocolMalformed,
  type ProtocolUnknown,
  type RoomEventName,
  type ServerEvent,
  type ServerEventName,
  scopeOf,
  sentByClient,
  sentByServer,
} from './events';
export type { Field, Infer, ObjectSchema, OptionalField, Schema } from './schema';
export {
  catalogueTemplates,
  type EventTemplate,
  maxTemplateFields,
  shuffleTemplates,
  type Templates,
  templatesProblem,
} from './templates';
export type { Framing, WireData } from './wire';
