import { createContext, type ReactNode, useContext } from 'react';

const ImageBaseContext = createContext<string | undefined>(undefined);

/** Where the image CDN's URLs are served from in this environment (offline: the simulator's /images). */
export function ImageBaseProvider({ value, children }: { value: string | undefined; children: ReactNode }) {
  return <ImageBaseContext.Provider value={value}>{children}</ImageBaseContext.Provider>;
}

export const useImageBase = (): string | undefined => useContext(ImageBaseContext);
