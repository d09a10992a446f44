export * from './tip.connect';
export * from './tip.machine';
export * from './tip-sound';
