export * from './sharecam.machine';
