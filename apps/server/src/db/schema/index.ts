export * from './reference.ts';
export * from './identity.ts';
export * from './household.ts';
export * from './profile.ts';
