/** The SummitPeak mark and word mark; decorative (the home link carries the name). */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 196 32" height="28" aria-hidden="true" focusable="false" className={className}>
      <path d="M2 28L13 8l6 10 4-6 9 16z" fill="currentColor" />
      <path d="M13 8l3.2 5.8-3.2-1.8-3 2z" fill="var(--color-bg, #faf8f5)" />
      <text
        x="40"
        y="23"
        fill="currentColor"
        fontFamily="var(--font-family, system-ui)"
        fontSize="19"
        fontWeight="700"
        letterSpacing="0.5"
        textLength="154"
      >
        SUMMITPEAK
      </text>
    </svg>
  );
}
