/** The small decorative picture at the start of a table row (gigs, orders). */
export function Thumbnail({ src }: { src: string | null }) {
  return (
    <img
      src={src ?? undefined}
      alt=""
      width={64}
      height={48}
      loading="lazy"
      className="h-12 w-16 rounded-md bg-slate-100 object-cover"
    />
  );
}
