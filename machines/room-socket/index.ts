export * from './room-sequence';
export * from './room-socket.connect';
export * from './room-socket.link';
export * from './room-socket.machine';
