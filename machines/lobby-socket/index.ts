export * from './backoff';
export * from './lobby-socket.connect';
export * from './lobby-socket.machine';
export * from './lobby-socket.notices';
