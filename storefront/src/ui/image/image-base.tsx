import { createContext, type ReactNode, useContext } from 'react';

/** The origin that replaces the image CDN's (runtime config `imageBaseUrl`); undefined keeps the CDN. */
const ImageBaseContext = createContext<string | undefined>(undefined);

export function ImageBaseProvider({ value, children }: { value: string | undefined; children: ReactNode }) {
  return <ImageBaseContext.Provider value={value}>{children}</ImageBaseContext.Provider>;
}

export function useImageBase(): string | undefined {
  return useContext(ImageBaseContext);
}
