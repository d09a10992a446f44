export * from './display-status';
export * from './room.connect';
export * from './room.machine';
