export * from './socket-transport';
export * from './socket-transport.handlers';
