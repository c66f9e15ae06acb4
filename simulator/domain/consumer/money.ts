/**
 * Money of the users area: integer minor units inside the domain, major-unit decimals on the wire.
 * (Local to this area until a shared simulator/domain/money.ts exists.)
 */
export const toMinor = (major: number): number => Math.round(major * 100);

export const toMajor = (minor: number): number => Math.round(minor) / 100;
