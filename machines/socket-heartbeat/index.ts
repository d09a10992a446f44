export * from './socket-heartbeat.machine';
