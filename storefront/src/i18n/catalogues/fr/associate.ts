/** In-store associate mode (features/associate). */
export const associate = {} as const;
