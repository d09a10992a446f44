export * from './tip-split.machine';
