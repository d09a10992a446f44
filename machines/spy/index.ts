export * from './spy.connect';
export * from './spy.machine';
export * from './spy.rules';
