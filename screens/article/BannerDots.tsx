/** Which banner shows, as dots under the carousel (decoration: each banner is its own button). */
export function BannerDots({ count, current }: { count: number; current: number }) {
  if (count < 2) return null;
  return (
    <span className="bc-banner__dots" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={
            index === current ? 'bc-banner__dot bc-banner__dot--current' : 'bc-banner__dot'
          }
        />
      ))}
    </span>
  );
}
