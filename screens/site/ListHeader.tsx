/** A list page's head: its title and one line saying what is in it. */
export function ListHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="bc-site-list__header">
      <h1 className="bc-site-list__title">{title}</h1>
      <p className="bc-site-list__subtitle">{subtitle}</p>
    </header>
  );
}
