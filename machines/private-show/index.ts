export * from './private-show.connect';
export * from './private-show.machine';
export * from './private-show.rules';
export * from './rules';
