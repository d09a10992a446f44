export * from './socket-transport';
