export function SectionHeading({
  eyebrow,
  heading,
  intro,
  id,
  align = 'center',
  dark = false,
}: {
  eyebrow?: string | undefined;
  heading: string;
  intro?: string | undefined;
  id?: string | undefined;
  align?: 'center' | 'left';
  dark?: boolean;
}) {
  return (
    <div className={`max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow && <p className={dark ? 'eyebrow text-mustard-300' : 'eyebrow'}>{eyebrow}</p>}
      <h2 id={id} className={`mt-2 text-3xl font-bold sm:text-4xl ${dark ? 'text-white' : 'text-navy-950'}`}>
        {heading}
      </h2>
      {intro && <p className={`mt-4 text-lg leading-relaxed ${dark ? 'text-navy-100' : 'text-navy-700'}`}>{intro}</p>}
    </div>
  );
}
