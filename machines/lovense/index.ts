export * from './lovense.machine';
