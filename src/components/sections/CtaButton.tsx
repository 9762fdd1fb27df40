import type { Cta } from '../../copy/types.ts';
import type { SiteInfo } from '../../lib/site.ts';
import { ButtonLink } from '../ui/Button.tsx';
import type { ButtonSize, ButtonVariant } from '../ui/button-styles.ts';

/** A content CTA: `booking` ones open the booking page in a new tab. */
export function CtaButton({
  cta,
  site,
  variant = 'default',
  size = 'lg',
  className,
}: {
  cta: Cta;
  site: SiteInfo;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  if (cta.booking) {
    return (
      <ButtonLink href={site.bookingUrl} external variant={variant} size={size} className={className}>
        {cta.label}
      </ButtonLink>
    );
  }
  return (
    <ButtonLink href={cta.href ?? '/contact'} variant={variant} size={size} className={className}>
      {cta.label}
    </ButtonLink>
  );
}
