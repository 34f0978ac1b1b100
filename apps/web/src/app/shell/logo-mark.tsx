/** The portal's mark: two hands of support around a home. Decorative next to the product name. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#0b6a40" />
      <path d="M24 11 12 21v3h3v11h18V24h3v-3L24 11Z" fill="#fff" />
      <path d="M20 35v-7h8v7" fill="#0b6a40" />
      <path d="M7 30c4 0 7 2 9 6M41 30c-4 0-7 2-9 6" stroke="#9fd3b9" strokeWidth="3" strokeLinecap="round" fill="none" />
    </svg>
  );
}
