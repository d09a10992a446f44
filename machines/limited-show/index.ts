export * from './limited-show.connect';
export * from './limited-show.machine';
export * from './limited-show.rules';
