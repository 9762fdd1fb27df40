import { ChevronDown } from 'lucide-react';

// Single-open and collapsible with no JavaScript: <details> elements that
// share a `name` close each other when one opens.
export function Accordion({ name, items }: { name: string; items: { question: string; answer: string }[] }) {
  return (
    <div className="divide-y divide-line rounded-[var(--radius-card)] border border-line bg-paper">
      {items.map((item) => (
        <details key={item.question} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-navy-950 hover:bg-navy-50 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="h-5 w-5 shrink-0 text-navy-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 leading-relaxed text-navy-700">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
