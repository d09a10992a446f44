export * from './chat.connect';
export * from './chat.machine';
export * from './chat-text';
