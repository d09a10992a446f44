export * from './modal-stack.connect';
export * from './modal-stack.machine';
