export * from './toasts.machine';
