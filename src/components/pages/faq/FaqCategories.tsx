import { tokensFor, type SectionProps } from '../../sections/shared/section-props.ts';
import { Accordion } from '../../sections/Accordion.tsx';

/** The six question groups, each a single-open accordion, with a topic index beside them. */
export function FaqCategories({ id, data, ctx }: SectionProps<'faqCategories'>) {
  const t = tokensFor(ctx);
  const categories = data.categories;
  return (
    <div id={id} className="section">
      <div className="container-page grid gap-10 lg:grid-cols-[15rem_1fr] lg:gap-14">
        <nav aria-label="Question topics" className="lg:sticky lg:top-24 lg:self-start">
          <p className="eyebrow">Topics</p>
          <ul className="mt-4 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {categories.map((category) => (
              <li key={category.id}>
                <a
                  href={`#${category.id}`}
                  className="block rounded-[var(--radius-pill)] border border-line bg-paper px-4 py-2 text-sm font-medium text-navy-800 hover:border-navy-300 hover:bg-navy-50 lg:rounded-lg lg:border-transparent lg:bg-transparent lg:px-3"
                >
                  {t(category.title)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-14">
          {categories.map((category, index) => (
            <section key={category.id} id={category.id} aria-labelledby={`${category.id}-heading`}>
              <div className="mb-5 flex items-baseline gap-3">
                <span aria-hidden="true" className="font-display text-lg font-bold text-mustard-700">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h2 id={`${category.id}-heading`} className="text-2xl font-bold text-navy-950 sm:text-3xl">
                  {t(category.title)}
                </h2>
              </div>
              <Accordion
                name={`faq-${category.id}`}
                items={category.items.map((item) => ({
                  question: t(item.question),
                  answer: t(item.answer),
                }))}
              />
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
