export * from './address-rules';
export * from './dates';
export * from './generic';
export * from './messages';
export * from './phone';
export * from './profile-rules';
export * from './provinces';
