export * from './cam2cam.connect';
export * from './cam2cam.machine';
