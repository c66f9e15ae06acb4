/** Blank strings count as empty (spec). Zod-free, so pure rules (profile-rules.ts) stay light to import. */
export const isBlank = (value: string | null | undefined): boolean =>
  value === undefined || value === null || value.trim() === '';
