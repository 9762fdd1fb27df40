import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '../../ui/Button.tsx';
import { ErrorShell } from '../errors/ErrorShell.tsx';

/** The answer (HTTP 404) for an unknown, draft or not-yet-published slug. */
export function BlogPostNotFound() {
  return (
    <ErrorShell code="404">
      <h1 className="text-3xl font-bold text-navy-950 sm:text-4xl">Blog post not found</h1>
      <p className="mt-4 text-lg leading-relaxed text-navy-700">The blog post you're looking for doesn't exist.</p>
      <ButtonLink href="/blog" variant="default" size="lg" className="mt-8">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Blog
      </ButtonLink>
    </ErrorShell>
  );
}
