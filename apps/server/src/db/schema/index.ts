export * from './reference.ts';
export * from './identity.ts';
