import type { LucideIcon } from 'lucide-react';
import { ButtonLink } from '../../ui/Button.tsx';
import { buttonClasses } from '../../ui/button-styles.ts';

/**
 * The card both newsletter link pages show (confirm, unsubscribe): a heading and a message,
 * then either one button that posts the link's token (so a mail scanner opening the link
 * changes nothing) or a way back to the blog.
 */
export function TokenActionCard(props: {
  Icon: LucideIcon;
  warning: boolean;
  heading: string;
  message: string;
  /** The button's form, while the link still asks; otherwise `link` is shown. */
  form: { action: string; token: string; label: string } | null;
  link: { href: string; label: string };
}) {
  const { Icon, warning, heading, message, form, link } = props;
  return (
    <div className="section">
      <div className="container-page">
        <div className="card mx-auto max-w-xl p-8 text-center sm:p-12">
          <span
            className={`mx-auto inline-flex h-16 w-16 items-center justify-center rounded-full ${warning ? 'bg-mustard-100 text-mustard-800' : 'bg-emerald-100 text-emerald-700'}`}
          >
            <Icon aria-hidden="true" className="h-9 w-9" />
          </span>
          <h1 className="mt-6 text-3xl font-extrabold text-navy-950 sm:text-4xl">{heading}</h1>
          <p className="mt-4 text-lg text-navy-800">{message}</p>
          <div className="mt-8">
            {form ? (
              <form method="post" action={form.action}>
                <input type="hidden" name="token" value={form.token} />
                <button type="submit" className={buttonClasses('default', 'lg')}>
                  {form.label}
                </button>
              </form>
            ) : (
              <ButtonLink href={link.href} variant="outline">
                {link.label}
              </ButtonLink>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
