export * from './sharecam.connect';
export * from './sharecam.machine';
